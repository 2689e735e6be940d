-- Files on a project's requirement and on a statement-of-work update (ADR 0039): a requirement's
-- files are its company's to see (owner_kind 'request'), an update's are for whoever sees its
-- project, named here so a download is authorized through it (owner_kind 'update').
ALTER TABLE attachments ADD COLUMN project_id TEXT;
CREATE INDEX attachments_project ON attachments (project_id);
