// Generated from web/src/api/openapi.json by web/tools/api-types.ts. Do not edit: run
// `cd web && npm run api:types` (after `UPDATE_OPENAPI=1 cargo test -p portico-server openapi`).

export interface paths {
    "/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened in the caller's projects (or one, `project`), newest first, 20 at a time: the next page starts `before` the last event's id */
        get: operations["get_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller opened their feed: what follows is new at their next visit */
        post: operations["post_activity_seen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{accountId}/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's passkeys (a client's or a colleague's): name, when added, when last used */
        get: operations["get_admin_accounts__accountId__passkeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{accountId}/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of a person's passkeys (a lost device): audited, and the person can sign in with their password or an emailed link after */
        delete: operations["delete_admin_accounts__accountId__passkeys__passkeyId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{accountId}/signInLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Clear a person's sign-in limits: the failed attempts counted against their account, and the budgets of links mailed to it */
        delete: operations["delete_admin_accounts__accountId__signInLimits"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, by client or project (paged) */
        get: operations["get_admin_audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clientsData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per client: projects, open tickets, unpaid milestones, last activity (paged) */
        get: operations["get_admin_clientsData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff sign-in: {token}, or {challenge} when the account asks for a second factor */
        post: operations["post_admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mail log: every mail, newest first (filters: state, kind) */
        get: operations["get_admin_mail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a mail server is configured, and the sender */
        get: operations["get_admin_mail_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a test mail to an address */
        post: operations["post_admin_mail_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/{mailId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed mail again */
        post: operations["post_admin_mail__mailId__resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projectsData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per project: task progress, active sprint, overdue tasks, goals, payments (paged) */
        get: operations["get_admin_projectsData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account */
        get: operations["get_admin_staff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a staff member (they choose their password from the emailed link) */
        post: operations["post_admin_staff_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles staff are charged as (for a project's role rates) */
        get: operations["get_admin_staff_roles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch a staff account off or on (off ends its sessions; not your own) */
        put: operations["put_admin_staff__staffId__active"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the role a staff member is charged as and the name clients see on their hours */
        put: operations["put_admin_staff__staffId__hours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a staff member a new invitation (the earlier link stops working) */
        post: operations["post_admin_staff__staffId__invitation"];
        /** Revoke a staff member's waiting invitation */
        delete: operations["delete_admin_staff__staffId__invitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A staff member's open sessions, newest first */
        get: operations["get_admin_staff__staffId__sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of a staff member's sessions */
        delete: operations["delete_admin_staff__staffId__sessions__sessionId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}/twoFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset a staff member's two-factor (a lost phone): off, and every session ended */
        delete: operations["delete_admin_staff__staffId__twoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff home: tickets waiting on staff, sign-offs waiting on clients, overdue invoices, milestones due within seven days, failed mails; each kind its first 10 rows (what has waited longest first; mails newest first) and how many in all */
        get: operations["get_admin_today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/viewAs/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a client's portal read-only, as the company's first account or as one of its people (`?person=`): {token, user} */
        post: operations["post_admin_viewAs__clientId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one file (the body is its bytes, `name` in the query its file name), to attach to a message */
        post: operations["post_attachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a file may be: the largest, how many to a message, and the caller's company's storage */
        get: operations["get_attachments_limits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a file, through the record it is attached to */
        get: operations["get_attachments__attachmentId_"];
        put?: never;
        post?: never;
        /** Remove an uploaded file not yet sent */
        delete: operations["delete_attachments__attachmentId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/{attachmentId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A small PNG of an attached image (404 when the file is no image the server can shrink) */
        get: operations["get_attachments__attachmentId__thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with the identity provider: {token, user}, or {challenge} when the account asks for a second factor */
        post: operations["post_auth_oidc_callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with the identity provider: the URL to send the browser to, and the binding it keeps for the callback */
        post: operations["post_auth_oidc_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a passkey: {token, user} (a passkey is both factors) */
        post: operations["post_auth_passkey_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with a passkey: for the account of an address, or any passkey the browser offers */
        post: operations["post_auth_passkey_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How people sign in here: the identity provider's name, if any, and who may use a password */
        get: operations["get_auth_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calendar feed (`{token}.ics`, `?project=` narrows it): RFC 5545, with an ETag */
        get: operations["get_calendar__file_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/{id}/sla-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's own policy (null: the default) */
        get: operations["get_client__id__sla-policy"];
        /** Give a company its own policy (null: the default) */
        put: operations["put_client__id__sla-policy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The code host's webhook (push, issues, issue_comment, pull_request), signed */
        post: operations["post_code_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's repository activity (cached; says how fresh) */
        get: operations["get_code__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/{projectId}/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an issue in the project's repository, signed with the caller's name */
        post: operations["post_code__projectId__issues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/{projectId}/issues/{number}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on an issue of the project's repository, signed with the caller's name */
        post: operations["post_code__projectId__issues__number__comments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's billing details: the language of its invoices, address, tax id */
        get: operations["get_company_billing"];
        /** An owner sets the language its company's invoices are written in, and their address */
        put: operations["put_company_billing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people of the caller's company (their two-factor state for owners only) */
        get: operations["get_company_people"];
        put?: never;
        /** An owner invites a colleague by email (answered the same whether or not the address already has an account: its holder is told by mail instead) */
        post: operations["post_company_people"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/people/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An owner sets a colleague's role, abilities and projects (not their own) */
        put: operations["put_company_people__personId_"];
        post?: never;
        /** An owner removes a colleague, or leaves (not the company's last owner) */
        delete: operations["delete_company_people__personId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/people/{personId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An owner sends a colleague a new invitation (the earlier link stops working) */
        post: operations["post_company_people__personId__invitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/support-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's support per month (its owners) */
        get: operations["get_company_support-report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/transfer/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An owner hands the ownership to a colleague and becomes a member */
        post: operations["post_company_transfer__personId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread and read contact submissions, newsletter subscriptions */
        get: operations["get_contact_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a contact submission */
        delete: operations["delete_contact_delete__id_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every matching contact submission as CSV */
        get: operations["get_contact_export.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/mail/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a newsletter subscription */
        delete: operations["delete_contact_mail_delete__id_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/mail/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every matching newsletter subscription as CSV */
        get: operations["get_contact_mail_export.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/mail/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscriptions (paged) */
        get: operations["get_contact_mail_submissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/mail/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter */
        post: operations["post_contact_mail_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a submission's action status (new, read, replied, spam) */
        put: operations["put_contact_status__id_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/submission/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact submission; opening it marks it read */
        get: operations["get_contact_submission__id_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact-form submissions (paged) */
        get: operations["get_contact_submissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the contact form */
        post: operations["post_contact_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow what changes, live (Server-Sent Events: hello, project, list, ticket, resync, end) */
        get: operations["get_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goal/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an agreed goal */
        post: operations["post_goal_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goal/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's agreed goals */
        get: operations["get_goal_project__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goal/project/{projectId}/inprogress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's goals in progress */
        get: operations["get_goal_project__projectId__inprogress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goal/status/{goalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a goal's status */
        put: operations["put_goal_status__goalId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/ask/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the company's approvers to approve a project's billable hours of days `from`..`to` */
        post: operations["post_hours_ask__projectId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell a company a prepaid block of hours, on one of its projects: its invoice is issued and mailed */
        post: operations["post_hours_blocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logged time: a project's (`project`) or a person's (`staff`, `me` for oneself), within `from`..`to` */
        get: operations["get_hours_entries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/entry/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an entry that is not invoiced */
        put: operations["put_hours_entry__entryId_"];
        post?: never;
        /** Remove an entry that is not invoiced */
        delete: operations["delete_hours_entry__entryId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/invoice/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invoice a project's approved, uninvoiced billable hours (less prepaid blocks): a line per task or per week */
        post: operations["post_hours_invoice__projectId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log time */
        post: operations["post_hours_log"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's hours: this week, by sprint, by task or ticket and by person, against its budget */
        get: operations["get_hours_project__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/project/{projectId}/entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's entries as CSV, one row each and the total; the rate and amounts only for people who handle money */
        get: operations["get_hours_project__projectId__entries.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/rates/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a staff role's hourly rate on a project (a blank rate removes it): its people's new entries are charged at it */
        put: operations["put_hours_rates__projectId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/settings/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a project's hourly rate, budgets and how its hours are approved */
        put: operations["put_hours_settings__projectId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/sprint/{sprintId}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a sprint's budget in hours and money (blank clears one): the Hours view shows its use against it */
        put: operations["put_hours_sprint__sprintId__budget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's running timer */
        get: operations["get_hours_timer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/timer/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a timer (a running one stops and logs its time first) */
        post: operations["post_hours_timer_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/timer/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop the running timer and log its time (at most 12 hours) */
        post: operations["post_hours_timer_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hours/week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's week (`of`: a day in it, default today): a row per project and task or ticket, each day's time */
        get: operations["get_hours_week"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice and credit note, newest first (at most 500) */
        get: operations["get_invoice_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/create/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue an invoice for due milestones of a project (numbered per year, never edited) */
        post: operations["post_invoice_create__projectId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/credit/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct an issued invoice with a credit note of its whole amount */
        post: operations["post_invoice_credit__invoiceId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's invoices with something left to pay, in the projects they see (owners and finance people), with what is due and whether it can be paid online */
        get: operations["get_invoice_due"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice and credit note as CSV, amounts as decimals of their currency beside it */
        get: operations["get_invoice_export.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/invoices/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's invoices and credit notes (for those who handle money: staff, owners, finance) */
        get: operations["get_invoice_invoices__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/pdf/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice's PDF as issued (for those who handle money and see its project) */
        get: operations["get_invoice_pdf__invoiceId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The firm's billing details printed on invoices (null until set) */
        get: operations["get_invoice_settings"];
        /** Set the firm's billing details: name, address, tax id, bank details, default tax and terms */
        put: operations["put_invoice_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe from a kind of notification (RFC 8058) */
        post: operations["post_mail_unsubscribe__token_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["get_openapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a payment milestone, in the project's currency */
        post: operations["post_payment_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/due/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a planned milestone due, or a due one back to planned */
        put: operations["put_payment_due__paymentId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/paid/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a payment milestone paid in full, or not paid (recorded as payments received) */
        put: operations["put_payment_paid__paymentId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/payments/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's payment milestones (for those who handle money: staff, owners, finance) */
        get: operations["get_payment_payments__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/receipt/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment received for a milestone (at most what is left to pay) */
        post: operations["post_payment_receipt__paymentId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the firm is owed and was paid, per currency: due, overdue, paid */
        get: operations["get_payment_receivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider now for pages completed in the last day that no webhook booked */
        post: operations["post_payments_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/confirm/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from the provider's page: ask the provider about the invoice's open pages and book what it completed (the webhook may come later) */
        post: operations["post_payments_confirm__invoiceId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments received online, pages waiting or held for a mismatch, and whether a provider is connected */
        get: operations["get_payments_online"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/pay/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the payment provider's page for what is still due on an invoice (owners and finance people; one page per invoice and balance, however often it is asked) */
        post: operations["post_payments_pay__invoiceId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/refund/{onlinePaymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a payment received online: at the provider, by a credit note, or both */
        post: operations["post_payments_refund__onlinePaymentId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's webhook: checkout.session.completed, async_payment_succeeded and expired, verified on the raw body (Stripe-Signature) and acted on once */
        post: operations["post_payments_stripe_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/addRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send requirements for a new project */
        post: operations["post_project_addRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/addSprint/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a sprint */
        post: operations["post_project_addSprint__projectId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/addTask/{sprintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a task */
        post: operations["post_project_addTask__sprintId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/addUpdate/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a statement-of-work update */
        post: operations["post_project_addUpdate__projectId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/allUpdates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every statement-of-work update, by client or project (paged) */
        get: operations["get_project_allUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/burnUp/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks done against scope at the end of each day, for the project and each sprint */
        get: operations["get_project_burnUp__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/createProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a project */
        post: operations["post_project_createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/deleteTask/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a task */
        delete: operations["delete_project_deleteTask__taskId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/detail/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project, whole */
        get: operations["get_project_detail__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/glance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's projects at a glance: progress, the sprint under way, the next milestone and the tickets waiting for them */
        get: operations["get_project_glance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/moveSprint/{sprintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a sprint to another place in its project */
        put: operations["put_project_moveSprint__sprintId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every project with client and sprint count */
        get: operations["get_project_projects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/projectsByUser/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's projects (self, or any for staff) */
        get: operations["get_project_projectsByUser__userId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/projectsUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's projects, whole */
        get: operations["get_project_projectsUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Project requests (the caller's, or all for staff) */
        get: operations["get_project_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateProject/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a project */
        put: operations["put_project_updateProject__projectId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateSprintCompleted/{sprintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a sprint completed or not */
        put: operations["put_project_updateSprintCompleted__sprintId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateSprintStatus/{sprintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a sprint active or not */
        put: operations["put_project_updateSprintStatus__sprintId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateTask/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a task's fields */
        put: operations["put_project_updateTask__taskId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateTaskPriority/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a task's priority */
        put: operations["put_project_updateTaskPriority__taskId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updateTaskStatus/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a task's status */
        put: operations["put_project_updateTaskStatus__taskId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/updates/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's statement-of-work updates (paged) */
        get: operations["get_project_updates__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{projectId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every file on a project's tickets, their replies and its statement-of-work updates, newest first: at most 200, with how many there are */
        get: operations["get_project__projectId__files"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every quote and change request version, newest first (`project` narrows to one) */
        get: operations["get_quote_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a draft quote or change request for a project: lines, taxes, milestones, terms */
        post: operations["post_quote_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/decide/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An approver accepts (the terms read, their full name typed) or declines with a reason */
        post: operations["post_quote_decide__quoteId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/delete/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a draft (a sent version is kept) */
        delete: operations["delete_quote_delete__quoteId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/edit/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rewrite a draft (a sent version never changes) */
        put: operations["put_quote_edit__quoteId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/one/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote or change request as sent: its snapshot (amounts for those who handle money) and the digest of exactly that, for staff or the company's approvers */
        get: operations["get_quote_one__quoteId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/pdf/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sent quote's PDF, with its signature page once accepted (for those who handle money) */
        get: operations["get_quote_pdf__quoteId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes and change requests sent for a project, newest first (its company's approvers; anyone else of the company gets none) */
        get: operations["get_quote_project__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per month of first sending: quotes sent, accepted, declined, expired, and the conversion */
        get: operations["get_quote_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/revise/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new draft version of a sent one (to change it, or extend an expired one) */
        post: operations["post_quote_revise__quoteId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/send/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft to the company's approvers: frozen from now on, earlier versions superseded */
        post: operations["post_quote_send__quoteId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms quotes start from */
        get: operations["get_quote_templates"];
        put?: never;
        /** Save terms to start later quotes from */
        post: operations["post_quote_templates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/templates/{quoteTemplateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete saved terms */
        delete: operations["delete_quote_templates__quoteTemplateId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes waiting for the signed-in approver's acceptance */
        get: operations["get_quote_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rating/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a rating link (from the mail of a solved ticket) is about, and whether it was used */
        get: operations["get_rating__token_"];
        put?: never;
        /** Rate from the mail's link: the score once, then a comment once */
        post: operations["post_rating__token_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signoff/decide/{signOffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An approver approves, or requests changes with a comment */
        post: operations["post_signoff_decide__signOffId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signoff/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's sign-off rounds, newest first, with every decision */
        get: operations["get_signoff_project__projectId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signoff/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the client's approvers to sign off a goal or a milestone's deliverables */
        post: operations["post_signoff_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signoff/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-offs waiting for the signed-in approver's decision */
        get: operations["get_signoff_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business calendar, with the caller's response targets and the zone's rules */
        get: operations["get_sla_calendar"];
        /** Set the firm's time zone and weekly hours */
        put: operations["put_sla_calendar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a holiday */
        post: operations["post_sla_holidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/holidays/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the days of every event of an iCalendar (.ics) file as holidays */
        post: operations["post_sla_holidays_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a holiday */
        delete: operations["delete_sla_holidays__date_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every response-target policy */
        get: operations["get_sla_policies"];
        put?: never;
        /** Add a policy */
        post: operations["post_sla_policies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a policy */
        put: operations["put_sla_policies__id_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every team member */
        get: operations["get_team_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a team member */
        post: operations["post_team_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a team member */
        delete: operations["delete_team_delete__id_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a team member */
        put: operations["put_team_edit__id_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ticket */
        get: operations["get_ticket_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a ticket */
        post: operations["post_ticket_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support per company and month: tickets, targets kept and breached, median times, ratings (`from`, `to`: YYYY-MM; `client`) */
        get: operations["get_ticket_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same report as CSV */
        get: operations["get_ticket_report.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a ticket */
        delete: operations["delete_ticket__id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{id}/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Decide a ticket's priority (the client proposed one); its targets follow */
        put: operations["put_ticket__id__priority"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a ticket to a state (new, open, waitingOnClient, waitingOnUs, solved, closed); its clock is counted again */
        put: operations["put_ticket__id__state"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Open or close a ticket */
        put: operations["put_ticket__id__status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{ticketId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's replies, oldest first (the caller's own ticket, or any for staff) */
        get: operations["get_ticket__ticketId__comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{ticketId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How did we do? Rate a solved ticket (once per solve) */
        post: operations["post_ticket__ticketId__rating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{ticketId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["post_ticket__ticketId__reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's tickets (self, or any for staff) */
        get: operations["get_ticket__userId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/acceptInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a password from an invitation link and sign in: {token, user} */
        post: operations["post_user_acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/active/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deactivate or reactivate a client (deactivating ends their sessions) */
        put: operations["put_user_active__clientId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/allUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every client account */
        get: operations["get_user_allUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/appearance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remember how the portal or the console is drawn (light, dark, or as the device is set) */
        put: operations["put_user_appearance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's private calendar link (nulls until made) */
        get: operations["get_user_calendar"];
        put?: never;
        /** Make the caller's calendar link, or a new one (the old one stops working) */
        post: operations["post_user_calendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/detail/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client account */
        get: operations["get_user_detail__clientId_"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/edit/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a client account */
        put: operations["put_user_edit__clientId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/follow/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller hears of what this client sends (every staff member does until they stop) */
        get: operations["get_user_follow__clientId_"];
        /** Follow a client or stop following them */
        put: operations["put_user_follow__clientId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link (the same answer whether or not the address has an account) */
        post: operations["post_user_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity provider accounts linked to the caller's account */
        get: operations["get_user_identities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/identities/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish linking: the caller's linked identities */
        post: operations["post_user_identities_callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/identities/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start linking the caller's identity provider account: the URL and the binding, as for a sign-in */
        post: operations["post_user_identities_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/identities/{identityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink one of the caller's identities (not the last way an account can sign in) */
        delete: operations["delete_user_identities__identityId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who an invitation link is for */
        post: operations["post_user_invitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a client's waiting invitation */
        delete: operations["delete_user_invitation__clientId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation/{clientId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a client a new invitation (the earlier link stops working) */
        post: operations["post_user_invitation__clientId__resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remember the interface language */
        put: operations["put_user_language"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/linkSignIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a one-time link: {token, user}, or {challenge} for a second factor */
        post: operations["post_user_linkSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Client sign-in: {token, user}, or {challenge} when the account asks for a second factor */
        post: operations["post_user_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the caller's session */
        post: operations["post_user_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notification mails the caller receives */
        get: operations["get_user_notifications"];
        /** Choose which notification mails the caller receives */
        put: operations["put_user_notifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's passkeys: name, when added, when last used */
        get: operations["get_user_passkeys"];
        put?: never;
        /** Finish adding a passkey: the ceremony, a name, and the browser's credential */
        post: operations["post_user_passkeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey: the options for the browser and the ceremony to send back */
        post: operations["post_user_passkeys_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename one of the caller's passkeys */
        put: operations["put_user_passkeys__passkeyId_"];
        post?: never;
        /** Remove one of the caller's passkeys (not the last way the account can sign in) */
        delete: operations["delete_user_passkeys__passkeyId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the caller's password */
        put: operations["put_user_password"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/people/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client company's people */
        get: operations["get_user_people__clientId_"];
        put?: never;
        /** Add a person to a client company (invited by email to choose a password) */
        post: operations["post_user_people__clientId_"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/people/{clientId}/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a person's role (appoint an owner), abilities and projects (the company keeps an owner) */
        put: operations["put_user_people__clientId___personId_"];
        post?: never;
        /** Remove a person from a client company (their sessions and emailed links end at once; what they wrote stays under their name) */
        delete: operations["delete_user_people__clientId___personId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/people/{clientId}/{personId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a person a new invitation (the earlier link stops working) */
        post: operations["post_user_people__clientId___personId__invitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change name, brand name, phone */
        put: operations["put_user_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link (every session of the account ends) */
        post: operations["post_user_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the caller is signed in: each open session's browser and system, network, how and when it signed in, when it was last active, and which one is this */
        get: operations["get_user_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sessions/signOutOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else: every session of the caller's but this one ends */
        post: operations["post_user_sessions_signOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one of the caller's sessions out (that browser is signed out at its next request) */
        delete: operations["delete_user_sessions__sessionId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/setPassword/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a client's password (their sessions end) */
        put: operations["put_user_setPassword__clientId_"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/signInLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-time sign-in link (the same answer whether or not the address has an account) */
        post: operations["post_user_signInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/signInLinkAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whose account a one-time sign-in link signs in to, without using it */
        post: operations["post_user_signInLinkAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a client account */
        post: operations["post_user_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sudo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller proved who they are recently enough for a sensitive change, and how they can */
        get: operations["get_user_sudo"];
        put?: never;
        /** Prove who you are again (password, or a code from the app or a recovery code): sensitive changes open for ten minutes */
        post: operations["post_user_sudo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sudo/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start proving who you are with one of your passkeys (sudo mode) */
        post: operations["post_user_sudo_passkey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sudo/passkey/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish proving who you are with a passkey: sensitive changes open for ten minutes */
        post: operations["post_user_sudo_passkey_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's API tokens that still work */
        get: operations["get_user_tokens"];
        put?: never;
        /** Make an API token (its secret is in this answer only) */
        post: operations["post_user_tokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token */
        delete: operations["delete_user_tokens__id_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's two-factor sign-in is on, required, and how many recovery codes are left */
        get: operations["get_user_twoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor on with a first code from the app: the ten recovery codes, shown once */
        post: operations["post_user_twoFactor_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off, with a code (not for staff when it is required) */
        post: operations["post_user_twoFactor_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor/recoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes (the earlier ones stop working), shown once */
        post: operations["post_user_twoFactor_recoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator key to scan (not used until a first code confirms it) */
        post: operations["post_user_twoFactor_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactor/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset a client's two-factor (a lost phone and lost recovery codes): off, every session of theirs ended, and the client told by mail */
        delete: operations["delete_user_twoFactor__clientId_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/twoFactorSignIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step of a sign-in: the challenge and a code from the app or a recovery code */
        post: operations["post_user_twoFactorSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/userProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["get_user_userProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's webhook endpoints (staff: the firm's; an owner: their company's) */
        get: operations["get_webhooks"];
        put?: never;
        /** Add an endpoint (its signing secret is in this answer only) */
        post: operations["post_webhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an endpoint */
        put: operations["put_webhooks__id_"];
        post?: never;
        /** Remove an endpoint */
        delete: operations["delete_webhooks__id_"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's latest deliveries, newest first */
        get: operations["get_webhooks__id__deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (the same webhook-id) */
        post: operations["post_webhooks__id__deliveries__deliveryId__retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret (the old one stops signing) */
        post: operations["post_webhooks__id__secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event */
        post: operations["post_webhooks__id__test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The request was taken; what follows (a mail, or nothing) is not told. */
        Accepted: {
            accepted: boolean;
        };
        /**
         * @description What a person of a company may do and see, as an owner or staff set it: everything another
         *     person's record holds but who they are (their name and email are their own).
         */
        AccessInput: {
            /** @default null */
            allProjects?: boolean | null;
            /** @default null */
            approver?: boolean | null;
            /**
             * @description `owner` or `member` (the default).
             * @default null
             */
            companyRole?: string | null;
            /** @default null */
            finance?: boolean | null;
            /** @default null */
            projects?: string[] | null;
        };
        /** @description "Forgot password?" and "Email me a sign-in link": one address. */
        AccountEmailInput: {
            /** @default null */
            email?: string | null;
        };
        /** @description An account switched on (`true`) or off. */
        ActiveInput: {
            /** @default null */
            active?: boolean | null;
        };
        /**
         * @description Who did it, as the client is told: never an account's id.
         * @enum {string}
         */
        ActivityActor: "staff" | "client" | "codeHost";
        /** @description One page of the feed. */
        ActivityFeed: {
            events: components["schemas"]["ActivityView"][];
            /**
             * @description The client's last visit (their previous sign-in or the last time they opened the feed):
             *     the events after it are new.
             */
            lastVisit: string | null;
            /** @description The id to ask the next page `before`; none on the last page. */
            next: string | null;
        };
        /** @description What happened. */
        ActivityKind: ("taskCreated" | "taskDone" | "sprintStarted" | "sprintCompleted" | "goalReached" | "milestonePaid" | "pullMerged") | "taskMoved" | "ticketReply" | "sowReply" | "signOffAsked" | "signOffApproved" | "signOffChanges" | "paidOnline" | "quoteSent" | "quoteAccepted" | "quoteDeclined";
        /** @description One event as the client reads it. */
        ActivityView: {
            _id: string;
            actor: components["schemas"]["ActivityActor"];
            at: string;
            kind: components["schemas"]["ActivityKind"];
            previous: string;
            /** @description The project's id and title (none for a ticket outside any project). */
            project: string | null;
            projectTitle: string | null;
            /** @description A task's status after a move, and before it. */
            status: string;
            subject: string;
            /**
             * @description The record it is about: a task's, sprint's, goal's, payment's or ticket's id, or a pull
             *     request's number.
             */
            target: string;
        };
        /**
         * @description The person added, with the invitation's link when no mail server would send it (staff send
         *     it themselves).
         */
        AddedPerson: {
            _id: string;
            active: boolean;
            /** @description Sees every project of the company (otherwise the ones chosen for them). */
            allProjects: boolean;
            /** @description Signs off delivered work. */
            approver: boolean;
            /** @description `owner` or `member`. */
            companyRole: string;
            createdAt: string;
            email: string;
            /** @description Sees and handles money. */
            finance: boolean;
            invitationLink?: string | null;
            /** @description Invited, and has not chosen a password yet. */
            invitationPending: boolean;
            /** @description When they last signed in (never: null), told to staff and the company's owners only. */
            lastSignIn?: string | null;
            name: string;
            /** @description The projects chosen for them (their ids; empty when they see all). */
            projects: string[];
            /** @description Signs in with a second factor: told to staff and the company's owners only. */
            twoFactor?: boolean | null;
        };
        /**
         * @description An amount: a whole number of minor units with its currency. The one value money travels as,
         *     from the database to the JSON (`{"minor": 650050, "currency": "INR"}`) to the screen, where one
         *     formatter writes it (`format`, also in the browser's module).
         */
        Amount: {
            /** @description ISO 4217. */
            currency: string;
            /**
             * Format: int64
             * @description In the currency's minor units (cents, paise; JPY has none).
             */
            minor: number;
        };
        /** @description A personal API token as asked for. */
        ApiTokenInput: {
            expiresInDays?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            scope?: string | null;
        };
        /** @description A token as its owner sees it in their list. */
        ApiTokenView: {
            _id: string;
            createdAt: string;
            expiresAt: string;
            /** @description Null until the token is first used. */
            lastUsedAt: string | null;
            name: string;
            /** @description `read` or `write`. */
            scope: string;
        };
        /** @description The appearance the account now has. */
        AppearanceAnswer: {
            appearance: string;
        };
        AppearanceInput: {
            /** @default null */
            appearance?: string | null;
        };
        /**
         * @description What the browser checks a file against before sending it: this server's figures, which the
         *     setting may have changed from the rule's defaults.
         */
        AttachmentLimits: {
            /**
             * Format: uint
             * @description Files one person may send at once (more are refused until one finishes).
             */
            atOnce: number;
            /**
             * Format: uint64
             * @description The largest file, in bytes.
             */
            maxBytes: number;
            /**
             * Format: uint
             * @description Files one message may carry.
             */
            maxFiles: number;
            /**
             * Format: uint64
             * @description The most the caller's company's files may hold together, in bytes; none for staff.
             */
            quotaBytes: number | null;
            /**
             * Format: int64
             * @description What the caller's company's files hold now, in bytes; none for staff.
             */
            usedBytes: number | null;
        };
        /** @description A file as people see it. */
        AttachmentView: {
            _id: string;
            contentType: string;
            /** @description Shown in the browser (JPEG, PNG, WebP, PDF) rather than downloaded. */
            inline: boolean;
            /** @description image, pdf, document, text or archive. */
            kind: string;
            name: string;
            /** @description unscanned, pending, clean or infected: a pending or infected file cannot be downloaded. */
            scan: string;
            /** Format: int64 */
            size: number;
        };
        AuditView: {
            _id: string;
            action: string;
            actor: components["schemas"]["NamedRef"];
            /** @description The record as it became (`null` for a deletion). */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description The record as it was, column by column (`null` for a creation). */
            before: {
                [key: string]: unknown;
            } | null;
            client: components["schemas"]["NamedRef"] | null;
            createdAt: string;
            entity: string;
            entityId: string;
            project: components["schemas"]["ProjectRef"] | null;
        };
        /** @description The firm's billing details, printed on every invoice as they are when it is issued. */
        BillingSettingsInput: {
            /**
             * @description Several lines.
             * @default null
             */
            address?: string | null;
            /**
             * @description Several lines: bank, account, IFSC / IBAN, SWIFT.
             * @default null
             */
            bankDetails?: string | null;
            /** @default null */
            firmName?: string | null;
            /** @default null */
            taxId?: string | null;
            /**
             * @description The tax's name (`GST`, `VAT`).
             * @default null
             */
            taxLabel?: string | null;
            /** @description The default rate in percent. */
            taxRate?: components["schemas"]["NumberOrText"] | null;
            /** @description Days from issue to the due date. */
            termsDays?: components["schemas"]["NumberOrText"] | null;
        };
        /** @description The firm's billing details (settings). */
        BillingSettingsView: {
            address: string;
            bankDetails: string;
            firmName: string;
            taxId: string;
            taxLabel: string;
            /**
             * Format: int64
             * @description Basis points: 1800 is 18 %.
             */
            taxRate: number;
            /** Format: int64 */
            termsDays: number;
        };
        /** @description A prepaid block's hours, as a card says them (`shared::hours::short_hours`). */
        BlockGlance: {
            /** @description Hours left, `12.5`. */
            left: string;
            /** @description The block's size, `40`. */
            of: string;
            /** Format: uint32 */
            percent: number;
        };
        /**
         * @description A block as its company's people and staff read it. Its price and overage rate only for people
         *     who handle money.
         */
        BlockView: {
            _id: string;
            expires: string;
            /** Format: int64 */
            left: number;
            leftTime: string;
            /** Format: int64 */
            minutes: number;
            /**
             * Format: int64
             * @description Hours past the block, billed at its overage rate.
             */
            overage: number;
            overageRate?: components["schemas"]["Amount"] | null;
            overageTime: string;
            /** @description The milestone its invoice bills (staff and people who handle money). */
            payment?: string | null;
            /**
             * Format: uint32
             * @description Share used, whole percent rounded down.
             */
            percent: number;
            price?: components["schemas"]["Amount"] | null;
            /** @description The one project it covers; absent: every project of the company. */
            project?: string | null;
            rollover: boolean;
            /** @description First and last day, `YYYY-MM-DD`; `usableUntil` is one period later with rollover. */
            starts: string;
            /** @description The same, as every screen writes durations (`40:00`). */
            time: string;
            usableUntil: string;
            /** Format: int64 */
            used: number;
            usedTime: string;
        };
        /** @description A budget of minutes, written as durations. */
        BudgetTime: {
            budget: string;
            left: string;
            over: string;
            used: string;
        };
        /** @description One day of a burn-up. */
        BurnPointView: {
            /** @description YYYY-MM-DD (UTC) */
            date: string;
            /** Format: uint32 */
            done: number;
            /** Format: uint32 */
            scope: number;
        };
        /** @description The project's burn-up (from its first task to today) and each sprint's. */
        BurnUpView: {
            project: components["schemas"]["BurnPointView"][];
            sprints: components["schemas"]["SprintBurnUp"][];
            /** @description The server's today (UTC), the last day drawn. */
            today: string;
        };
        ByStatus: {
            /** Format: int64 */
            done: number;
            /** Format: int64 */
            inprogress: number;
            /** Format: int64 */
            todo: number;
        };
        CalendarBody: {
            /** @default [] */
            week?: number[][][];
            /**
             * @description An IANA zone: `Europe/Paris`, `Asia/Kolkata`.
             * @default
             */
            zone?: string;
        };
        /** @description A person's feed link, in both forms calendar apps take. */
        CalendarLink: {
            createdAt: string | null;
            https: string | null;
            /** @description The same, as `webcal://`: a click opens the calendar app and subscribes. */
            webcal: string | null;
        };
        /** @enum {string} */
        CheckState: "success" | "pending" | "failure";
        /** @description What a check did. */
        Checked: {
            /**
             * Format: uint
             * @description Of those, booked by this check (their webhook never came).
             */
            booked: number;
            /**
             * Format: uint
             * @description Pages the provider completed in the last day.
             */
            completed: number;
            /**
             * Format: uint64
             * @description Pages closed unpaid, past their expiry.
             */
            expired: number;
            /**
             * Format: uint
             * @description Fees learnt.
             */
            fees: number;
            /**
             * Format: uint
             * @description Held for a mismatch by this check.
             */
            held: number;
        };
        /** @description Staff edit a client's account (the password has its own form). */
        ClientEditInput: {
            /** @default null */
            brandName?: string | null;
            /** @default null */
            email?: string | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            remarks?: string | null;
        };
        ClientInput: {
            /** @default null */
            brandName?: string | null;
            /** @default null */
            email?: string | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            password?: string | null;
            /** @default null */
            remarks?: string | null;
        };
        ClientOverview: {
            _id: string;
            active: boolean;
            brandName: string;
            email: string;
            lastActivity: string | null;
            name: string;
            /** Format: int64 */
            openTickets: number;
            /** Format: int64 */
            projects: number;
            /** @description What is left to pay of the unpaid milestones, one total per currency (never added across). */
            unpaid: components["schemas"]["Amount"][];
            /** Format: int64 */
            unpaidMilestones: number;
        };
        /** @description A client account as staff see it. */
        ClientView: {
            _id: string;
            active: boolean;
            /** @description How the portal or the console is drawn for them: `light`, `dark` or `system`. */
            appearance: string;
            brandName: string;
            createdAt: string;
            email: string;
            /** @description Where the account's invitation stands; `null` once the client has a password. */
            invitation: components["schemas"]["InvitationState"] | null;
            /**
             * @description The invitation link, answered to staff only when no mail server is configured, so they
             *     can send it themselves.
             */
            invitationLink?: string | null;
            language: string;
            /** @description A person of a client company: their place in it (absent for staff). */
            membership?: components["schemas"]["Membership"] | null;
            name: string;
            phone: string;
            remarks: string;
            role: string;
            /** @description Two-factor sign-in is on (staff can reset it for a client who lost their phone). */
            twoFactor: boolean;
        };
        /**
         * @description What a target counts: the calendar's open hours, or every minute.
         * @enum {string}
         */
        Clock: "business" | "always";
        /** @description `GET /api/code/{projectId}`. */
        CodeActivity: {
            /** @description Whether issues and comments can be posted (a token is configured for this repository). */
            canWrite: boolean;
            /** @description Latest first. */
            commits: components["schemas"]["CommitView"][];
            /**
             * @description Present and true when the activity shown is the demo data's (`portico seed`): made up, not
             *     fetched from the code host, so it should carry a label saying it is sample data. It stays
             *     (with `sync.state` `ok`) while no code-host token is configured; with a token, the next
             *     refresh replaces it with the repository's own activity.
             */
            demo?: boolean;
            /** @description Issues only (pull requests are in `pulls`), most recently updated first. */
            issues: components["schemas"]["IssueView"][];
            /** @description Most recently updated first. */
            pulls: components["schemas"]["PullView"][];
            /** @description The repository the project names; `null` when it names none. */
            repository: components["schemas"]["RepositoryView"] | null;
            sync: components["schemas"]["SyncView"];
            /**
             * @description The project's tasks whose code link names an issue or pull request of this repository, or
             *     whose issue is named by a commit message.
             */
            tasks: components["schemas"]["TaskCodeView"][];
        };
        CommentView: {
            _id: string;
            /** @description The files attached to the reply. */
            attachments: components["schemas"]["AttachmentView"][];
            createdAt: string;
            /** @description Whether the author is staff, so the conversation can tell "us" from "them". */
            fromStaff: boolean;
            text: string;
            user: string;
            userName: string;
        };
        CommitView: {
            avatarUrl: string | null;
            committerName: string;
            /** @description The author date (RFC 3339). */
            date: string;
            /** @description The first line of the message, then the rest. */
            message: string;
            sha: string;
            /** @description The commit's combined checks and statuses; `null` when it has none. */
            status: components["schemas"]["CheckState"] | null;
            url: string;
        };
        /**
         * @description A company's billing details, set by its owner: the language its invoices are written in, and
         *     the address and tax id printed under "Bill to".
         */
        CompanyBillingInput: {
            /** @default null */
            address?: string | null;
            /** @default null */
            language?: string | null;
            /** @default null */
            taxId?: string | null;
        };
        /** @description A client company's billing details (on its founding row). */
        CompanyBillingView: {
            address: string;
            /** @description `en`, `fr` or `hi`: the language its invoices are written in. */
            language: string;
            /** @description The company's name as invoices address it. */
            name: string;
            taxId: string;
        };
        /** @description The company's policy now (null: the default). */
        CompanyPolicy: {
            policy: string | null;
        };
        CompanyPolicyBody: {
            /**
             * @description A policy's id, or null for the default.
             * @default null
             */
            policy?: string | null;
        };
        ContactInput: {
            /** @default null */
            email?: string | null;
            /** @default null */
            message?: string | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            permission?: boolean | null;
            /** @default null */
            phone?: string | null;
            /**
             * @description Honeypot: a field people never see, so only robots fill it. Not validated here.
             * @default null
             */
            website?: string | null;
        };
        /** @description A message was received (a robot's too, which is dropped unseen). */
        ContactReceived: {
            _id: string;
            name: string;
        };
        ContactView: {
            _id: string;
            actionStatus: string;
            createdAt: string;
            email: string;
            isRead: boolean;
            message: string;
            name: string;
            page: string;
            permission: boolean;
            phone: string;
        };
        Counts: {
            /** Format: int64 */
            newsletter: number;
            /** Format: int64 */
            read: number;
            /** Format: int64 */
            unread: number;
        };
        /**
         * @description The ticket form, optionally about one of the caller's projects. `createdBy` may be sent (the
         *     original client did) but is ignored: the author is the caller.
         */
        CreateTicket: {
            /**
             * @description Files uploaded first (`POST /attachments`), at most ten.
             * @default []
             */
            attachments?: string[];
            /** @default null */
            description?: string | null;
            /**
             * @description The priority the client proposes (`low`, `normal`, `high`, `urgent`; none: `normal`).
             * @default null
             */
            priority?: string | null;
            /** @default null */
            project?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description Staff correct an issued invoice with a credit note of its whole amount. */
        CreditNoteInput: {
            /**
             * @description Why it is credited, printed on the credit note.
             * @default null
             */
            reason?: string | null;
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfClientView: {
            data: components["schemas"]["ClientView"][];
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfContactView: {
            data: components["schemas"]["ContactView"][];
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfMailView: {
            data: components["schemas"]["MailView"][];
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfMemberView: {
            data: components["schemas"]["MemberView"][];
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfStaffView: {
            data: components["schemas"]["StaffView"][];
        };
        /** @description What a `DataPage` answers, for the OpenAPI document. */
        DataOfSubscriberView: {
            data: components["schemas"]["SubscriberView"][];
        };
        DecisionInput: {
            /**
             * @description Required to request changes: what needs to change.
             * @default null
             */
            comment?: string | null;
            /**
             * @description `approve` or `changes`.
             * @default null
             */
            decision?: string | null;
            /**
             * @description The `shown` digest of the request as the person read it: a decision is taken on exactly that.
             * @default null
             */
            shown?: string | null;
        };
        /** @description One approver's decision, as it was recorded. */
        DecisionView: {
            at: string;
            comment: string;
            /** @description `approve` or `changes`. */
            decision: string;
            person: string;
            personName: string;
            /** @description SHA-256 (hex) of exactly what the person was shown when deciding. */
            shown: string;
        };
        /** @description Every error answer: `{ "error": { code, message, field?, fields? } }`. */
        ErrorBody: {
            error: components["schemas"]["ErrorDetail"];
        };
        /**
         * @description The stable machine codes of every error answer. The browser's message catalogue is keyed by
         *     them (`errors.<code>`), and its TypeScript union is generated from the OpenAPI document.
         */
        ErrorCode: ("validation_failed" | "unauthorized" | "forbidden" | "read_only" | "account_disabled" | "method_not_allowed" | "unsupported_media_type" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "busy" | "internal") | "invalid_json" | "invalid_field" | "invalid_query" | "two_factor_setup_required" | "sudo_required" | "not_configured" | "code_host_unavailable" | "payment_provider_unavailable" | "oidc_unavailable" | "oidc_refused" | "oidc_attempt_invalid" | "oidc_no_account" | "oidc_email_unverified" | "oidc_identity_taken" | "oidc_account_linked" | "password_login_disabled" | "last_sign_in_method";
        ErrorDetail: {
            code: components["schemas"]["ErrorCode"];
            /** @description The first field at fault, when the error is about one. */
            field?: string | null;
            /** @description Every field at fault, for a validation error. */
            fields?: components["schemas"]["FieldError"][];
            /** @description English, for people reading logs; screens translate `code` (and `fields[].code`). */
            message: string;
        };
        /** @description A booking that failed and is retried, as staff read it. */
        FailureView: {
            error: string;
            eventId: string;
            lastTriedAt: string;
            /** @description The invoice's number, when the page is one this server opened. */
            number: string | null;
            sessionRef: string;
            /** Format: int64 */
            tries: number;
        };
        /** @description One problem with one field of a form. */
        FieldError: {
            /**
             * @description A stable machine code: `required`, `invalid_email`, `invalid_phone`, `too_long`, `too_short`,
             *     `not_ticked`, `invalid_date`, `negative`, `invalid_value` or `invalid_number`.
             */
            code: string;
            /** @description The field's JSON name, as in the request body (`brandName`, `dueDate`, ...). */
            field: string;
            /** @description The English message shown next to the field. */
            message: string;
        };
        /** @description The record a file is attached to, as the list names it. */
        FilePlace: {
            /** @description The ticket's id (for a ticket's file or a reply's), or the update's. */
            _id: string;
            /** @description The reply's id, for a reply's file. */
            comment?: string | null;
            kind: components["schemas"]["PlaceKind"];
            /** @description The ticket's title, or the update's first line (at most 120 characters). */
            title: string;
        };
        /** @description A staff member follows a client (hears of what they send) or not. */
        FollowInput: {
            /** @default null */
            following?: boolean | null;
        };
        Following: {
            following: boolean;
        };
        GoalInput: {
            /** @default null */
            desc?: string | null;
            /**
             * @description `YYYY-MM-DD`.
             * @default null
             */
            dueDate?: string | null;
            /** @default null */
            isCompleted?: boolean | null;
            /**
             * @description The project id.
             * @default null
             */
            project?: string | null;
            /**
             * @description `todo` (default), `inprogress` or `done`.
             * @default null
             */
            status?: string | null;
            /** @default null */
            title?: string | null;
        };
        /**
         * @description Where a project goal stands.
         * @enum {string}
         */
        GoalStatus: "todo" | "inprogress" | "done";
        /** @description A goal's status selector. */
        GoalStatusInput: {
            /** @default null */
            status?: string | null;
        };
        GoalView: {
            _id: string;
            createdAt: string;
            desc: string;
            dueDate: string | null;
            isCompleted: boolean;
            project: string;
            status: string;
            title: string;
        };
        /** @description A day off. */
        Holiday: {
            /** @description `YYYY-MM-DD`. */
            date: string;
            name: string;
        };
        HolidayBody: {
            /**
             * @description `YYYY-MM-DD`.
             * @default
             */
            date?: string;
            /** @default  */
            name?: string;
        };
        /**
         * @description A block as typed in the console: bought on a project (whose road map carries its invoice), for
         *     that project or, with `allProjects`, every project of its company.
         */
        HourBlockInput: {
            /** @default null */
            allProjects?: boolean | null;
            /** @default null */
            expires?: string | null;
            hours?: components["schemas"]["NumberOrText"] | null;
            overageRate?: components["schemas"]["NumberOrText"] | null;
            price?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            project?: string | null;
            /** @default null */
            rollover?: boolean | null;
            /** @default null */
            starts?: string | null;
        };
        /** @description Used, left and over of a budget ([`portico_shared::hours::usage`]). */
        HoursBudget: {
            /** Format: int64 */
            budget: number;
            /** Format: int64 */
            left: number;
            /** Format: int64 */
            over: number;
            /** Format: uint32 */
            percent: number;
            /** @description A budget of minutes, as screens write them: `{used, budget, left, over}` (`12:30`). */
            time?: components["schemas"]["BudgetTime"] | null;
            /** Format: int64 */
            used: number;
        };
        /** @description A group of the Hours view: a sprint, a task or a ticket, a person, a week. */
        HoursGroup: {
            amount?: components["schemas"]["Amount"] | null;
            /** Format: int64 */
            billableMinutes: number;
            billableTime: string;
            /** @description A sprint's budget in minutes, if it has one. */
            budgetMinutes?: components["schemas"]["HoursBudget"] | null;
            /** @description In money, for people who handle money, if it has one. */
            budgetMoney?: components["schemas"]["HoursBudget"] | null;
            /** @description The sprint's, task's or ticket's id; none for the project itself or a person. */
            id: string | null;
            /** @description What it is: `sprint`, `task`, `ticket`, `project`, `person`, `week`. */
            kind: string;
            /** Format: int64 */
            minutes: number;
            /** Format: int64 */
            nonBillableMinutes: number;
            nonBillableTime: string;
            /** @description The same, as every screen writes them (`12:30`). */
            time: string;
            title: string;
        };
        /**
         * @description Staff invoice a project's approved, uninvoiced billable hours (of days `from..=to`, all when
         *     absent): a line per task or ticket, or per week.
         */
        HoursInvoiceInput: {
            /** @default null */
            dueOn?: string | null;
            /** @default null */
            from?: string | null;
            /**
             * @description `task` (default) or `week`.
             * @default null
             */
            lines?: string | null;
            /** @default null */
            note?: string | null;
            /** @default null */
            taxLabel?: string | null;
            /** @description The tax rate in percent; the firm's default when absent. */
            taxRate?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            to?: string | null;
        };
        /** @description The days an approval of hours covers, and its entries' time. */
        HoursPeriod: {
            /** Format: uint */
            entries: number;
            /** @description First and last day, `YYYY-MM-DD`. */
            from: string;
            /** Format: int64 */
            minutes: number;
            /** @description The minutes as every screen writes them (`12:30`). */
            time: string;
            to: string;
        };
        /** @description The days whose hours are asked for approval. */
        HoursPeriodInput: {
            /**
             * @description The first day, `YYYY-MM-DD`.
             * @default null
             */
            from?: string | null;
            /**
             * @description The last day, `YYYY-MM-DD`.
             * @default null
             */
            to?: string | null;
        };
        /**
         * @description What staff set of a project's hours: its hourly rate and budgets (each optional; blank clears
         *     it) and how its hours are approved.
         */
        HoursSettingsInput: {
            /**
             * @description `weekly` (default), `sprint`, or `none` (billed without approval).
             * @default null
             */
            approval?: string | null;
            /** @description In the project's currency. */
            budgetAmount?: components["schemas"]["NumberOrText"] | null;
            /** @description Hours, at most two decimals (`120`, `37.5`). */
            budgetHours?: components["schemas"]["NumberOrText"] | null;
            /** @description Per hour, in the project's currency (`1500`, `1500.50`). */
            hourlyRate?: components["schemas"]["NumberOrText"] | null;
        };
        /** @description Minutes, billable and not, and (for people who handle money) what the billable ones cost. */
        HoursSums: {
            amount?: components["schemas"]["Amount"] | null;
            /** Format: int64 */
            billableMinutes: number;
            billableTime: string;
            /** Format: int64 */
            minutes: number;
            /** Format: int64 */
            nonBillableMinutes: number;
            nonBillableTime: string;
            /** @description The same, as every screen writes them (`12:30`). */
            time: string;
        };
        /** @description A project's hours, as its people and staff read them. */
        HoursView: {
            /** @description How the project's hours are approved: `weekly`, `sprint` or `none`. */
            approval: string;
            /** @description The prepaid blocks that cover the project, newest first. */
            blocks: components["schemas"]["BlockView"][];
            /** @description The project's budget in minutes, if it has one. */
            budgetMinutes: components["schemas"]["HoursBudget"] | null;
            /** @description In money (minor units), for people who handle money, if it has one. */
            budgetMoney?: components["schemas"]["HoursBudget"] | null;
            byPerson: components["schemas"]["HoursGroup"][];
            bySprint: components["schemas"]["HoursGroup"][];
            byTask: components["schemas"]["HoursGroup"][];
            currency: string;
            /** @description The project's hourly rate, for people who handle money, if it has one. */
            hourlyRate?: components["schemas"]["Amount"] | null;
            /** @description The latest entries (at most 50). */
            latest: components["schemas"]["TimeEntryView"][];
            project: string;
            /** @description Where roles are charged differently, each role's rate (for people who handle money). */
            roleRates?: components["schemas"]["RoleRateView"][] | null;
            /** @description Since Monday of this week (UTC). */
            thisWeek: components["schemas"]["HoursSums"];
            total: components["schemas"]["HoursSums"];
            weekStarts: string;
        };
        /** @description One id or a list of them. */
        IdOrIds: string | string[];
        IdentityView: {
            _id: string;
            /** Format: int64 */
            createdAt: number;
            /** @description The address the provider gave when the identity was linked. */
            email: string;
            /** @description The provider (its issuer URL). */
            issuer: string;
            /** Format: int64 */
            lastUsedAt: number | null;
        };
        ImportBody: {
            /**
             * @description The text of an `.ics` file.
             * @default
             */
            ics?: string;
        };
        Imported: {
            /**
             * Format: uint64
             * @description Days that were not holidays yet.
             */
            added: number;
            setup: components["schemas"]["SlaSetup"];
        };
        InvitationLink: {
            /** @description The link itself, only when no mail server is configured (staff send it themselves). */
            link: string | null;
            mailConfigured: boolean;
        };
        /**
         * @description What an owner's invitation answers, whether the address was new (invited) or already had an
         *     account (its holder told by mail): nobody learns from it whether an address is taken.
         */
        InvitationSent: {
            email: string;
            name: string;
        };
        InvitationState: "pending" | "expired" | "revoked";
        InvitationView: {
            email: string;
            name: string;
        };
        /** @description Staff issue an invoice. */
        InvoiceInput: {
            /**
             * @description When it is to be paid (`YYYY-MM-DD`); the firm's payment terms from today when absent.
             * @default null
             */
            dueOn?: string | null;
            /**
             * @description A note printed on the invoice.
             * @default null
             */
            note?: string | null;
            /**
             * @description The due milestones to invoice, by id: all of one project.
             * @default null
             */
            payments?: string[] | null;
            /**
             * @description The tax's name on the invoice (`GST`, `VAT`); the firm's default when absent.
             * @default null
             */
            taxLabel?: string | null;
            /** @description The tax rate in percent (`18`); the firm's default when absent. */
            taxRate?: components["schemas"]["NumberOrText"] | null;
        };
        /** @description An invoice past its due date and not paid. */
        InvoiceOverdue: {
            _id: string;
            /**
             * @description The company billed (its name as the other blocks give it; as the invoice names it if the
             *     account is gone).
             */
            client: components["schemas"]["NamedRef"];
            /** @description `YYYY-MM-DD`. */
            dueOn: string;
            /** @description `2026-0007`. */
            number: string;
            project: components["schemas"]["ProjectRef"];
            total: components["schemas"]["Amount"];
        };
        /** @description An invoice or credit note as those who handle the client's money read it. */
        InvoiceView: {
            _id: string;
            /**
             * @description What is still due: the total less what was received for its lines since it was issued
             *     (nothing on a credit note or a credited invoice).
             */
            balance: components["schemas"]["Amount"];
            client: string;
            /** @description The company billed, as the invoice names it. */
            clientName: string;
            createdAt: string;
            /** @description An invoice: the number of the credit note that corrected it. */
            creditedBy: string | null;
            /** @description A credit note: the number of the invoice it corrects. */
            credits: string | null;
            currency: string;
            dueOn: string | null;
            issuedBy: string;
            issuedOn: string;
            /** @description `invoice` or `credit` (a credit note). */
            kind: string;
            /** @description The language it is written in. */
            language: string;
            lines: components["schemas"]["LineView"][];
            note: string;
            /** @description `2026-0007`. */
            number: string;
            /** @description Whether it can be paid online now, and if not, why. */
            payOnline: components["schemas"]["PayOnline"];
            /** @description SHA-256 of the PDF as issued. */
            pdfSha256: string;
            project: string;
            projectTitle: string;
            /** @description Negative on a credit note, like `tax` and `total`. */
            subtotal: components["schemas"]["Amount"];
            tax: components["schemas"]["Amount"];
            taxLabel: string;
            /**
             * Format: double
             * @description In percent (`18`).
             */
            taxRate: number;
            total: components["schemas"]["Amount"];
        };
        IssueCommentInput: {
            /**
             * @description Markdown.
             * @default null
             */
            body?: string | null;
        };
        IssueCommentView: {
            author: string;
            authorAvatar: string | null;
            bodyHtml: string;
            createdAt: string;
            /** Format: int64 */
            id: number;
            url: string;
        };
        IssueInput: {
            /**
             * @description Markdown.
             * @default null
             */
            body?: string | null;
            /** @default null */
            title?: string | null;
        };
        IssueView: {
            author: string;
            authorAvatar: string | null;
            /** @description The body as safe HTML (Markdown rendered, raw HTML shown as text). */
            bodyHtml: string;
            /** @description The comments, oldest first (at most the latest 50). */
            commentList: components["schemas"]["IssueCommentView"][];
            /**
             * Format: int64
             * @description How many comments the issue has.
             */
            comments: number;
            /** Format: int64 */
            number: number;
            state: string;
            title: string;
            updatedAt: string;
            url: string;
        };
        Kind: ("invitation" | "reset" | "password_changed" | "sign_in_link" | "sign_in_method_added" | "notify" | "test" | "email_changed" | "two_factor_reset") | "sign_off" | "invoice" | "passkey_added" | "access_granted" | "new_sign_in" | "already_has_account";
        /** @description The interface language the account now has. */
        LanguageAnswer: {
            language: string;
        };
        LanguageInput: {
            /** @default null */
            language?: string | null;
        };
        /** @description One line as read: the milestone, its amount and its tax. */
        LineView: {
            _id: string;
            amount: components["schemas"]["Amount"];
            tax: components["schemas"]["Amount"];
            title: string;
        };
        LinkedItem: {
            /** @description `issue` or `pull`. */
            kind: string;
            /** Format: int64 */
            number: number;
            /** @description `open`, `closed` or `merged`; `unknown` when it is not among the fetched ones. */
            state: string;
            /** @description Empty when the item is not among the fetched ones. */
            title: string;
        };
        LoginInput: {
            /** @default null */
            email?: string | null;
            /** @default null */
            password?: string | null;
        };
        MailSettingsView: {
            configured: boolean;
            from: string;
        };
        MailState: ("queued" | "sending" | "sent" | "failed") | "retrying";
        /** @description A mail as the console's mail log shows it. */
        MailView: {
            _id: string;
            /** Format: int64 */
            attempts: number;
            /**
             * Format: int64
             * @description Epoch milliseconds.
             */
            createdAt: number;
            kind: components["schemas"]["Kind"];
            lastError: string | null;
            /**
             * Format: int64
             * @description When a queued or retrying mail is next tried.
             */
            nextAttemptAt: number | null;
            /** Format: int64 */
            sentAt: number | null;
            state: components["schemas"]["MailState"];
            subject: string;
            to: string;
        };
        MemberView: {
            _id: string;
            about: string;
            address: string;
            /** Format: int64 */
            age: number | null;
            email: string;
            joiningDate: string | null;
            name: string;
            phoneNumber: string;
            role: string;
        };
        /** @description A person's place in their client company (ADR 0030): what the portal shows them follows it. */
        Membership: {
            /** @description Signs off delivered work (an owner always does). */
            approver: boolean;
            /** @description The company (the client record's `_id`). */
            company: string;
            /** @description Sees and handles money (an owner always does). */
            finance: boolean;
            /** @description `owner` or `member`. */
            role: string;
        };
        /** @description A payment milestone due within the week. */
        MilestoneDue: {
            _id: string;
            amount: components["schemas"]["Amount"];
            client: components["schemas"]["NamedRef"];
            /** @description `YYYY-MM-DD`. */
            dueDate: string;
            project: components["schemas"]["ProjectRef"];
            /** @description `planned`, `due` or `invoiced`. */
            status: string;
            title: string;
        };
        MilestoneGlance: {
            _id: string;
            amount: components["schemas"]["Amount"];
            dueDate: string | null;
            /** @description Its due date has passed. */
            late: boolean;
            /** @description `planned`, `due` or `invoiced` (a paid one is never next). */
            status: components["schemas"]["Status"];
            title: string;
        };
        Named: {
            _id: string;
            name: string;
        };
        NamedRef: {
            _id: string;
            name: string;
        };
        /** @description A token just made, with its secret: the only time it is shown. */
        NewApiToken: {
            secret: string;
            token: components["schemas"]["ApiTokenView"];
        };
        NewPasskeyInput: {
            /** @default null */
            ceremony?: string | null;
            /** @default null */
            credential?: unknown;
            /** @default null */
            name?: string | null;
        };
        /** @description Staff set a new password for a client. */
        NewPasswordInput: {
            /** @default null */
            password?: string | null;
        };
        NewProjectInput: {
            /**
             * @description The client's user id.
             * @default null
             */
            client?: string | null;
            /**
             * @description ISO 4217 code of the project's money (default `USD`): its milestones are in it.
             * @default null
             */
            currency?: string | null;
            /**
             * @description The repository owner on the code-hosting service.
             * @default null
             */
            github?: string | null;
            /** @default null */
            projectDesc?: string | null;
            /** @default null */
            projectDetailsDesc?: string | null;
            /**
             * @description Team member ids.
             * @default null
             */
            projectTeam?: string[] | null;
            /** @default null */
            repoName?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description A new project's requirements, with the files uploaded for them. */
        NewRequest: {
            /**
             * @description Files uploaded first (`POST /attachments`), at most ten.
             * @default []
             */
            attachments?: string[];
            /** @default null */
            description?: string | null;
            /** @description Text ("USD 8,000") or a number. */
            projectCost?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            projectTimeline?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description A statement-of-work update, with the files uploaded for it. */
        NewUpdate: {
            /**
             * @description Files uploaded first (`POST /attachments`), at most ten.
             * @default []
             */
            attachments?: string[];
            /** @default null */
            text?: string | null;
        };
        /** @description An endpoint just added, with its signing secret: the only time it is shown. */
        NewWebhook: {
            secret: string;
            webhook: components["schemas"]["WebhookView"];
        };
        NewsletterInput: {
            /** @default null */
            email?: string | null;
        };
        NotificationPrefs: {
            contact: boolean;
            requests: boolean;
            tickets: boolean;
        };
        /** @description Which notification mails a person receives. Absent fields keep their current value. */
        NotificationPrefsInput: {
            /**
             * @description Staff: contact form submissions.
             * @default null
             */
            contact?: boolean | null;
            /**
             * @description Staff: requirements and statement-of-work updates sent by clients.
             * @default null
             */
            requests?: boolean | null;
            /**
             * @description Clients: staff replies on their tickets. Staff: tickets opened or answered by clients.
             * @default null
             */
            tickets?: boolean | null;
        };
        /** @description A number as a form may send it: a JSON number or its text (`"1200.50"`). */
        NumberOrText: number | string;
        OidcCallbackInput: {
            /** @default null */
            binding?: string | null;
            /** @default null */
            code?: string | null;
            /** @default null */
            state?: string | null;
        };
        OidcStart: {
            /**
             * @description Kept by this browser (session storage) and posted back with the code: an attempt
             *     finished in another browser is refused.
             */
            binding: string;
            /** @description The provider's authorization URL. */
            url: string;
        };
        /** @description A payment received online with its amounts and when. */
        OnlinePaymentView: {
            _id: string;
            amount: components["schemas"]["Amount"];
            clientName: string;
            creditNote: string | null;
            /** @description The provider's fee, from its balance transaction (null until known). */
            fee: components["schemas"]["Amount"] | null;
            invoice: string;
            number: string;
            paymentRef: string;
            projectTitle: string;
            provider: string;
            receivedAt: string;
            refundRef: string | null;
            refunded: components["schemas"]["Amount"];
        };
        /** @description Staff's view of paying online. */
        OnlineView: {
            /** @description Bookings that failed and are retried (by the provider and the daily check). */
            failed: components["schemas"]["FailureView"][];
            /** @description When the daily check last ran (YYYY-MM-DD), if ever. */
            lastCheck: string | null;
            payments: components["schemas"]["OnlinePaymentView"][];
            /** @description Held for a mismatch first, then pages opened and not completed. */
            pending: components["schemas"]["PendingView"][];
            /**
             * @description The provider's name when one is connected (`Stripe`); null: set `STRIPE_SECRET_KEY` and
             *     `STRIPE_WEBHOOK_SECRET`.
             */
            provider: string | null;
            /** @description Where the provider's webhook must point. */
            webhookUrl: string;
        };
        /** @description What a delivery or a check did. */
        Outcome: "booked" | "duplicate" | "held" | "pending" | "expired" | "ignored";
        /** @description A party as the quote names it. */
        Party: {
            address: string;
            name: string;
            taxId: string;
        };
        PasskeyAnswerInput: {
            /** @default null */
            ceremony?: string | null;
            /**
             * @description The authenticator's answer, as `PublicKeyCredential.toJSON()` gives it.
             * @default null
             */
            credential?: unknown;
        };
        /**
         * @description What the browser passes to `navigator.credentials` (WebAuthn's JSON form), and the token it
         *     sends back with the answer.
         */
        PasskeyCeremony: {
            ceremony: string;
            /** @description `PublicKeyCredentialCreationOptionsJSON` or `...RequestOptionsJSON`, under `publicKey`. */
            options: unknown;
        };
        PasskeyNameInput: {
            /** @default null */
            name?: string | null;
        };
        PasskeyStartInput: {
            /**
             * @description An address typed first; without one, any passkey the browser offers.
             * @default null
             */
            email?: string | null;
        };
        /** @description A passkey as its owner sees it in their settings. */
        PasskeyView: {
            _id: string;
            /**
             * Format: int64
             * @description Milliseconds since the epoch.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Milliseconds since the epoch; absent until it first signs in.
             */
            lastUsedAt: number | null;
            name: string;
        };
        PasswordChangeInput: {
            /** @default null */
            currentPassword?: string | null;
            /** @default null */
            newPassword?: string | null;
        };
        /**
         * @description Who may sign in with a password. The account created from `ADMIN_EMAIL` always may, so a
         *     provider that is down locks nobody out.
         */
        PasswordLogin: "all" | "clients" | "none";
        /** @description Whether an invoice can be paid online, and if not, why (ADR 0043). */
        PayOnline: "available" | "off" | "nothingDue" | "thirdDecimal" | "unknownCurrency";
        /** @description The provider's page to pay on. */
        PayPage: {
            url: string;
        };
        /** @description Staff set a milestone due (or back to planned) by hand. */
        PaymentDueInput: {
            /** @default null */
            isDue?: boolean | null;
        };
        PaymentInput: {
            /** @description A number, or its text as typed in a form, with at most the currency's decimals. */
            amount?: components["schemas"]["NumberOrText"] | null;
            /**
             * @description The project's currency (ISO 4217). The server takes the project's own, whatever is sent;
             *     the browser sends it so the form checks the amount's decimals as the server will.
             * @default null
             */
            currency?: string | null;
            /** @default null */
            description?: string | null;
            /**
             * @description `YYYY-MM-DD`.
             * @default null
             */
            dueDate?: string | null;
            /**
             * @description The goal whose approval makes this milestone due (a goal of the same project).
             * @default null
             */
            goal?: string | null;
            /** @default null */
            isCompleted?: boolean | null;
            /**
             * @description The project id.
             * @default null
             */
            project?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description A payment milestone marked paid or not. */
        PaymentPaidInput: {
            /** @default null */
            isCompleted?: boolean | null;
        };
        /** @description A milestone as staff and the people who handle the client's money read it. */
        PaymentView: {
            _id: string;
            /**
             * Format: double
             * @description The spec's `amount`: in the currency's units (`4500.5`), written from `total` as the answer
             *     leaves; `total` is the amount itself.
             */
            amount: number;
            createdAt: string;
            /** @description ISO 4217. */
            currency: string;
            description: string;
            dueDate: string | null;
            /** @description The goal whose approval makes it due. */
            goal: string | null;
            /** @description Paid in full (the spec's field). */
            isCompleted: boolean;
            /** @description What is left to pay (`total` less `received`). */
            left: components["schemas"]["Amount"];
            project: string;
            /** @description What was received so far. */
            received: components["schemas"]["Amount"];
            status: components["schemas"]["Status"];
            title: string;
            /** @description The milestone's amount. */
            total: components["schemas"]["Amount"];
        };
        /** @description A page that needs staff's eye: opened and never completed, or held for a mismatch. */
        PendingView: {
            _id: string;
            amount: components["schemas"]["Amount"];
            clientName: string;
            heldReason: string;
            invoice: string;
            number: string;
            openedAt: string;
            provider: string;
            providerRef: string;
            /** @description `open`, `expired` or `held`. */
            state: string;
        };
        PersonInput: {
            /**
             * @description Sees every project of the company (the default; an owner always does).
             * @default null
             */
            allProjects?: boolean | null;
            /**
             * @description Signs off delivered work (an owner always does).
             * @default null
             */
            approver?: boolean | null;
            /**
             * @description `owner` or `member` (the default).
             * @default null
             */
            companyRole?: string | null;
            /** @default null */
            email?: string | null;
            /**
             * @description Sees and handles money (an owner always does).
             * @default null
             */
            finance?: boolean | null;
            /** @default null */
            name?: string | null;
            /**
             * @description The projects a member sees when not all (`allProjects` false): their ids.
             * @default null
             */
            projects?: string[] | null;
        };
        /** @description A person of a client company as staff and the company's owners see them. */
        PersonView: {
            _id: string;
            active: boolean;
            /** @description Sees every project of the company (otherwise the ones chosen for them). */
            allProjects: boolean;
            /** @description Signs off delivered work. */
            approver: boolean;
            /** @description `owner` or `member`. */
            companyRole: string;
            createdAt: string;
            email: string;
            /** @description Sees and handles money. */
            finance: boolean;
            /** @description Invited, and has not chosen a password yet. */
            invitationPending: boolean;
            /** @description When they last signed in (never: null), told to staff and the company's owners only. */
            lastSignIn?: string | null;
            name: string;
            /** @description The projects chosen for them (their ids; empty when they see all). */
            projects: string[];
            /** @description Signs in with a second factor: told to staff and the company's owners only. */
            twoFactor?: boolean | null;
        };
        /** @description Where a file is attached. */
        PlaceKind: "ticket" | "comment" | "update";
        PolicyBody: {
            /** @default false */
            isDefault?: boolean;
            /** @default  */
            name?: string;
            targets: components["schemas"]["PolicyTargets"];
        };
        /** @description A policy's targets, one pair per priority. */
        PolicyTargets: {
            high: components["schemas"]["Targets"];
            low: components["schemas"]["Targets"];
            normal: components["schemas"]["Targets"];
            urgent: components["schemas"]["Targets"];
        };
        ProfileInput: {
            /** @default null */
            brandName?: string | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            phone?: string | null;
        };
        /** @description Tasks done of all tasks. */
        Progress: {
            /** Format: uint32 */
            done: number;
            /** Format: uint32 */
            total: number;
        };
        /** @description One file of the project, where it is attached. */
        ProjectFile: {
            /** @description When it was sent with its message (RFC 3339). */
            attachedAt: string;
            file: components["schemas"]["AttachmentView"];
            place: components["schemas"]["FilePlace"];
            /** @description The person who sent it (a client's person or staff). */
            uploadedBy: components["schemas"]["NamedRef"];
        };
        /** @description A project's files: the newest 200, and how many there are in all. */
        ProjectFiles: {
            files: components["schemas"]["ProjectFile"][];
            /**
             * Format: int64
             * @description How many files the project has in all (more than `files` holds when past 200).
             */
            total: number;
        };
        /** @description One project on the dashboard. */
        ProjectGlance: {
            _id: string;
            /** @description The first active sprint not completed, in the project's order. */
            activeSprint: components["schemas"]["SprintGlance"] | null;
            /** @description Tasks done of the active sprints' tasks. */
            activeTasks: components["schemas"]["Progress"];
            /** @description The prepaid block in use today that covers the project, if any: "12.5 h left of 40". */
            hoursLeft?: components["schemas"]["BlockGlance"] | null;
            /**
             * @description The unpaid milestone due soonest (an undated one only when none is dated); null when none
             *     is. Absent for a person who does not handle money (ADR 0030).
             */
            nextMilestone?: components["schemas"]["MilestoneGlance"] | null;
            /** @description Tasks done of all the project's tasks. */
            tasks: components["schemas"]["Progress"];
            /**
             * Format: int64
             * @description Open tickets about this project whose last reply is the team's.
             */
            ticketsWaiting: number;
            title: string;
        };
        ProjectListItem: {
            _id: string;
            client: components["schemas"]["Named"];
            createdAt: string;
            projectDesc: string;
            /** Format: int64 */
            sprintCount: number;
            title: string;
        };
        ProjectOverview: {
            _id: string;
            activeSprint: components["schemas"]["Ref"] | null;
            client: components["schemas"]["Ref"];
            /** @description The project's currency (ISO 4217): the paid and outstanding amounts are in it. */
            currency: string;
            /** Format: int64 */
            goalsDone: number;
            /** Format: int64 */
            goalsTotal: number;
            /** @description Left to pay on them (sort key `outstandingAmount`). */
            outstanding: components["schemas"]["Amount"];
            /** Format: int64 */
            overdueTasks: number;
            /** @description Received on the project's milestones (sort key `paidAmount`). */
            paid: components["schemas"]["Amount"];
            tasksByStatus: components["schemas"]["ByStatus"];
            /** Format: int64 */
            tasksDone: number;
            /** Format: int64 */
            tasksTotal: number;
            title: string;
        };
        ProjectRef: {
            _id: string;
            title: string;
        };
        ProjectView: {
            NoteDate: string | null;
            _id: string;
            client: components["schemas"]["Named"];
            createdAt: string;
            createdBy: components["schemas"]["Named"] | null;
            /** @description ISO 4217: the currency of the project's milestones (ADR 0032). */
            currency: string;
            github: string;
            /** @description Absent for a person who does not handle money (ADR 0030). */
            projectCost?: string | null;
            projectDesc: string;
            projectDetailsDesc: string;
            projectTeam: components["schemas"]["TeamCard"][];
            projectTimeline: string;
            repoName: string;
            sprints: components["schemas"]["SprintView"][];
            title: string;
        };
        ProviderView: {
            /** @description The button says "Sign in with {name}". */
            name: string;
        };
        PullView: {
            author: string;
            authorAvatar: string | null;
            bodyHtml: string;
            draft: boolean;
            /** Format: int64 */
            number: number;
            /** @description `open`, `closed` or `merged`. */
            state: string;
            title: string;
            updatedAt: string;
            url: string;
        };
        /**
         * @description A client approver's decision on a sent quote: acceptance is a signature, given last (the
         *     terms read to the end, the full name typed); a decline says why.
         */
        QuoteDecisionInput: {
            /**
             * @description `accept` or `decline`.
             * @default null
             */
            decision?: string | null;
            /**
             * @description Why it is declined (to decline).
             * @default null
             */
            reason?: string | null;
            /**
             * @description The `shown` digest of the quote as the page showed it.
             * @default null
             */
            shown?: string | null;
            /**
             * @description A drawn signature, optional: SVG path data (`M 10 20 L 30 40 ...`).
             * @default null
             */
            signature?: string | null;
            /**
             * @description The signer's full name, typed (to accept).
             * @default null
             */
            signedName?: string | null;
            /**
             * @description The terms were shown to their end (to accept).
             * @default null
             */
            termsRead?: boolean | null;
        };
        /** @description One approver's decision, as recorded. */
        QuoteDecisionView: {
            at: string;
            /** @description `accepted` or `declined`. */
            decision: string;
            /** @description The network the decision came from (staff only). */
            network?: string | null;
            person: string;
            personName: string;
            /** @description A decline's reason. */
            reason: string;
            /**
             * @description SHA-256 (hex) of the snapshot the person was shown. Given to staff and to readers who
             *     handle money; to a reader who does not, only when it is the digest of what they are shown
             *     too (a priced snapshot's digest, beside every other byte of it, would let its prices be
             *     found by trying them).
             */
            shown?: string | null;
            /** @description A drawn signature, SVG path data. */
            signature: string | null;
            /** @description The name the signer typed. */
            signedName: string | null;
        };
        QuoteInput: {
            /**
             * @description The project's currency; the server takes the project's own, whatever is sent.
             * @default null
             */
            currency?: string | null;
            /**
             * @description `quote` or `change` (a change request).
             * @default null
             */
            kind?: string | null;
            lines?: components["schemas"]["QuoteLineInput"][] | null;
            milestones?: components["schemas"]["QuoteMilestoneInput"][] | null;
            /**
             * @description The project id (a new project's, or a running one's for a change request).
             * @default null
             */
            project?: string | null;
            /**
             * @description `any` (default): one approver accepts; `all`: every approver must.
             * @default null
             */
            rule?: string | null;
            /** @default null */
            terms?: string | null;
            /** @default null */
            title?: string | null;
            /**
             * @description `YYYY-MM-DD`: the last day it can be accepted.
             * @default null
             */
            validUntil?: string | null;
        };
        QuoteLineInput: {
            /** @default null */
            description?: string | null;
            /**
             * Format: uint32
             * @description The milestone (its position in `milestones`, from 0) this line's amount goes to.
             * @default null
             */
            milestone?: number | null;
            /** @description More than 0, at most 1,000,000, with at most two decimals (`2.5` days). */
            quantity?: components["schemas"]["NumberOrText"] | null;
            /**
             * @description The tax's name ("GST", "VAT"); empty: no tax on this line.
             * @default null
             */
            taxName?: string | null;
            /** @description The tax's rate in percent (`18`, `5.5`), with at most two decimals. */
            taxRate?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            title?: string | null;
            /** @description In the quote's currency, with at most its decimals. */
            unitPrice?: components["schemas"]["NumberOrText"] | null;
        };
        QuoteMilestoneInput: {
            /**
             * @description `YYYY-MM-DD`, optional.
             * @default null
             */
            dueDate?: string | null;
            /**
             * @description A goal of the quote's project, for `release: goal`.
             * @default null
             */
            goal?: string | null;
            /**
             * @description `acceptance` (due when the quote is accepted) or `goal` (due when `goal` is signed off).
             * @default null
             */
            release?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description One month of quotes, by the month each number was first sent. */
        QuoteMonth: {
            /** Format: int64 */
            accepted: number;
            /**
             * Format: double
             * @description Accepted out of sent, in percent (one decimal).
             */
            conversion: number;
            /** Format: int64 */
            declined: number;
            /**
             * Format: int64
             * @description Sent, not decided, past their last day.
             */
            expired: number;
            /** @description `YYYY-MM`. */
            month: string;
            /**
             * Format: int64
             * @description Sent, waiting for a decision.
             */
            open: number;
            /** Format: int64 */
            sent: number;
        };
        /**
         * @description A new version of a sent quote: the same content, valid until another day if given (how an
         *     expired quote is extended).
         */
        QuoteReviseInput: {
            /**
             * @description `YYYY-MM-DD`, optional.
             * @default null
             */
            validUntil?: string | null;
        };
        /** @description Terms saved for later quotes: a name and the text. */
        QuoteTemplateInput: {
            /** @default null */
            name?: string | null;
            /** @default null */
            terms?: string | null;
        };
        /** @description A version of a quote or change request. */
        QuoteView: {
            _id: string;
            client: string;
            companyName: string;
            /** @description A draft's content as staff typed it (a `QuoteInput`; staff only). */
            content?: unknown;
            createdAt: string;
            createdBy: string;
            decidedAt: string | null;
            decisions: components["schemas"]["QuoteDecisionView"][];
            /** @description `quote` or `change`. */
            kind: string;
            /** @description `Q-2026-0001` or `CR-2026-0003`. */
            number: string;
            project: string;
            projectTitle: string;
            /** @description `any` or `all`. */
            rule: string;
            sentAt: string | null;
            /** @description SHA-256 (hex) of the snapshot as this reader is shown it: an acceptance sends it back. */
            shown?: string | null;
            /**
             * @description What the page shows (a sent version), as this reader may read it: its canonical JSON
             *     (keys sorted, no spaces) hashes to `shown`.
             */
            snapshot?: components["schemas"]["Snapshot"] | null;
            /** @description draft, sent, viewed, accepted, declined, expired or superseded. */
            state: string;
            title: string;
            /** @description The total, tax included (for those who handle money). */
            total?: components["schemas"]["Amount"] | null;
            validUntil: string;
            /** Format: int64 */
            version: number;
            viewedAt: string | null;
            /** @description The reader may accept or decline now. */
            waitingForYou: boolean;
        };
        /** @description What a rating link's page shows before and after a click. */
        RatingLink: {
            comment: string;
            /** @description A comment was given too. */
            commented: boolean;
            /** @description Older than 14 days, or of a solve the ticket was reopened since. */
            expired: boolean;
            /** @description The score given with this link, if it was used. */
            score: string | null;
            /** @description The ticket's title. */
            title: string;
            /** @description The score was given (the link adds a comment once, then nothing). */
            used: boolean;
        };
        /** @description The client's answer to "How did we do?" for the ticket's current solve. */
        RatingView: {
            comment: string;
            createdAt: string;
            /** @description `good` or `bad`. */
            score: string;
        };
        ReceiptInput: {
            /** @description What was received, in the milestone's currency. */
            amount?: components["schemas"]["NumberOrText"] | null;
            /**
             * @description The milestone's currency (the server takes the milestone's own).
             * @default null
             */
            currency?: string | null;
            /**
             * @description A bank reference or a note.
             * @default null
             */
            note?: string | null;
            /**
             * @description `YYYY-MM-DD`.
             * @default null
             */
            receivedOn?: string | null;
        };
        /** @description What the firm is owed and was paid, in one currency (never added across currencies). */
        Receivables: {
            currency: string;
            /** @description Left to pay of the milestones due or invoiced. */
            due: components["schemas"]["Amount"];
            /**
             * Format: int64
             * @description Milestones due or invoiced, and how many of them are overdue.
             */
            dueCount: number;
            /** @description The part of `due` whose due date has passed. */
            overdue: components["schemas"]["Amount"];
            /** Format: int64 */
            overdueCount: number;
            /** @description Received, all milestones. */
            paid: components["schemas"]["Amount"];
        };
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        Ref: {
            _id: string;
            name?: string | null;
            title?: string | null;
        };
        RefundInput: {
            /**
             * @description Correct the invoice with a credit note of its whole amount.
             * @default null
             */
            creditNote?: boolean | null;
            /**
             * @description Give the money back through the payment provider.
             * @default null
             */
            provider?: boolean | null;
            /**
             * @description Why: printed on the credit note (required with one).
             * @default null
             */
            reason?: string | null;
        };
        /** @description A reply, with the files uploaded for it. */
        Reply: {
            /**
             * @description Files uploaded first (`POST /attachments`), at most ten.
             * @default []
             */
            attachments?: string[];
            /** @default null */
            text?: string | null;
        };
        RepositoryView: {
            /**
             * Format: int64
             * @description The code host's id of the repository, once fetched.
             */
            id: number | null;
            name: string;
            owner: string;
            url: string;
        };
        RequestView: {
            _id: string;
            /** @description The files sent with it (the brief, the mock-ups). */
            attachments: components["schemas"]["AttachmentView"][];
            createdAt: string;
            description: string;
            /** @description The budget proposed; absent for a person who does not handle money (ADR 0030). */
            projectCost?: string | null;
            projectTimeline: string;
            title: string;
            user: string;
            userName: string;
        };
        ResetDone: {
            /** @description Where to sign in now: `client` (/login) or `admin` (/adminLogin). */
            role: string;
        };
        /**
         * @description A project's hourly rate for one staff role; a blank rate removes the role's rate (its people
         *     are then charged the project's rate). The browser passes its two fields as text
         *     (`validateRoleRate`), so it has no deserialiser in the rules module.
         */
        RoleRateInput: {
            /** @description Per hour, in the project's currency; blank removes it. */
            rate?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            role?: string | null;
        };
        /** @description A role's hourly rate on a project, for staff and people who handle money. */
        RoleRateView: {
            rate: components["schemas"]["Amount"];
            role: string;
        };
        /** @description A code from the app or a recovery code: turning two-factor off proves the second factor. */
        SecondFactorInput: {
            /** @default null */
            code?: string | null;
        };
        /** @description An open session as its account's administrators see it. */
        SessionView: {
            _id: string;
            /** @description The browser and system its User-Agent names ("Firefox", "Windows"); empty when unknown. */
            browser: string;
            /** Format: int64 */
            createdAt: number;
            /** @description The session this list was asked for with. */
            current: boolean;
            /** Format: int64 */
            expiresAt: number;
            /** Format: int64 */
            lastUsedAt: number;
            /**
             * @description How it signed in: `password`, `link`, `invitation`, `passkey`, `provider` or `code`
             *     (a password or link, then a code); empty for a session older than this record.
             */
            method: string;
            /** @description The network it signed in from, as a place (an IPv4 /24, an IPv6 /48). */
            network: string;
            /** @description Opened only to set up two-factor. */
            setupOnly: boolean;
            system: string;
        };
        /** @description What a sign-in answers: a session, or the challenge to send back with a second factor. */
        SignInAnswer: components["schemas"]["SignedIn"] | components["schemas"]["TwoFactorChallenge"];
        SignInOptions: {
            /** @description The identity provider, when one is configured. */
            oidc: components["schemas"]["ProviderView"] | null;
            /** @description Passkeys work here (`PUBLIC_URL` has a host name, not an IP address). */
            passkeys: boolean;
            passwordLogin: components["schemas"]["PasswordLogin"];
        };
        SignOffInput: {
            /**
             * @description The goal to sign off (or `payment`, not both).
             * @default null
             */
            goal?: string | null;
            /**
             * @description Links to what was delivered (pull requests, a staging site): `http(s)` addresses.
             * @default null
             */
            links?: string[] | null;
            /**
             * @description The payment milestone whose deliverables are signed off.
             * @default null
             */
            payment?: string | null;
            /** @description Remind approvers who have not decided after this many days (0: never; default 3). */
            remindAfterDays?: components["schemas"]["NumberOrText"] | null;
            /**
             * @description `any` (default): one approver decides; `all`: every approver must approve.
             * @default null
             */
            rule?: string | null;
            /**
             * @description What was delivered, in a few lines.
             * @default null
             */
            summary?: string | null;
            /**
             * @description Tasks of the project that were delivered, by id.
             * @default null
             */
            tasks?: string[] | null;
        };
        /** @description A request for sign-off, one round. */
        SignOffView: {
            _id: string;
            /** @description What it releases (the milestones' total), for those who handle money; absent otherwise. */
            amount?: components["schemas"]["Amount"] | null;
            closedAt: string | null;
            createdAt: string;
            decisions: components["schemas"]["DecisionView"][];
            goal: string | null;
            /** @description An approval of logged hours (ADR 0042): `tasks` are its entries as shown, one line each. */
            hours: boolean;
            links: string[];
            payment: string | null;
            /** @description An approval of hours: its days and time, for screens to title it in the reader's language. */
            period?: components["schemas"]["HoursPeriod"] | null;
            project: string;
            /** Format: int64 */
            remindAfterDays: number;
            requestedBy: string;
            /** Format: int64 */
            round: number;
            /** @description `any`: one approver decides; `all`: every approver must approve. */
            rule: string;
            /**
             * @description SHA-256 (hex) of what this reader is shown: the title, summary, links, tasks and, for
             *     those who handle money, the amount and currency. A decision sends it back.
             */
            shown: string;
            /** @description `open`, `approved` or `changes`. */
            state: string;
            summary: string;
            tasks: components["schemas"]["TaskRef"][];
            /** @description The goal's or milestone's title when it was asked. */
            title: string;
            /** @description The reader may decide now: an approver of the company who has not decided this open round. */
            waitingForYou: boolean;
        };
        /** @description A new session: the bearer token and the account it signs in. */
        SignedIn: {
            /** @description Present and true for a staff member's read-only view of a client's portal. */
            readOnly?: boolean;
            /** @description Present and true for a staff session that may only set up two-factor (`STAFF_2FA=required`). */
            setupRequired?: boolean;
            token: string;
            user: components["schemas"]["UserView"];
        };
        /** @description A round of sign-off asked of a client and not decided yet. */
        SignoffWaiting: {
            /** @description The round's id. */
            _id: string;
            askedAt: string;
            client: components["schemas"]["NamedRef"];
            project: components["schemas"]["ProjectRef"];
            /** Format: int64 */
            round: number;
            /** @description What is signed off (the goal's or milestone's title). */
            title: string;
        };
        /** @description One target's standing, as the API shows it (`shared::sla::Measure`, times as RFC 3339). */
        SlaMeasure: {
            /** @description When it was done: the first reply; the solve. */
            doneAt: string | null;
            /** @description When it is due; null while paused (or for a ticket from before targets). */
            dueAt: string | null;
            /**
             * Format: int64
             * @description Counted time used, in seconds, when last counted (to `doneAt` once done).
             */
            elapsedSeconds: number;
            /** @description True kept, false breached, null not yet. */
            met: boolean | null;
            /** @description The ticket waits on the client: the clock stands still. */
            paused: boolean;
            /** Format: int64 */
            targetSeconds: number;
            /** @description When three quarters of the target are gone. */
            warnAt: string | null;
        };
        /** @description A policy, with how many companies have it as their own. */
        SlaPolicyView: {
            _id: string;
            /** Format: int64 */
            companies: number;
            isDefault: boolean;
            name: string;
            targets: components["schemas"]["PolicyTargets"];
        };
        /** @description The calendar as the browser counts with it. */
        SlaSetup: {
            holidays: components["schemas"]["Holiday"][];
            /** @description The caller's targets: their company's policy (staff: the default one). */
            targets: components["schemas"]["PolicyTargets"];
            /** @description The zone's TZif rules, base64. */
            tzif: string;
            /** @description Seven lists (Monday first) of `[start, end)` minutes after local midnight. */
            week: number[][][];
            zone: string;
        };
        /** @description A ticket's two targets. */
        SlaView: {
            firstResponse: components["schemas"]["SlaMeasure"];
            resolution: components["schemas"]["SlaMeasure"];
        };
        /** @description One line as shown. Amounts are absent for readers who do not handle money. */
        SnapLine: {
            description: string;
            /**
             * Format: uint
             * @description The milestone (its position) the line is paid with.
             */
            milestone: number;
            /** Format: int64 */
            netMinor?: number | null;
            /**
             * Format: int64
             * @description 250 is 2.5.
             */
            quantityHundredths: number;
            /** Format: int64 */
            taxMinor?: number | null;
            /** @description The line's tax ("GST") and rate (1800 is 18 %); absent: no tax. */
            taxName?: string | null;
            /** Format: uint32 */
            taxRateBasisPoints?: number | null;
            title: string;
            /** Format: int64 */
            totalMinor?: number | null;
            /** Format: int64 */
            unitMinor?: number | null;
        };
        /** @description One payment milestone acceptance makes. */
        SnapMilestone: {
            /** Format: int64 */
            amountMinor?: number | null;
            dueDate?: string | null;
            goal?: string | null;
            goalTitle?: string | null;
            /** @description `acceptance` (due when accepted) or `goal` (due when its goal is signed off). */
            release: string;
            title: string;
        };
        /** @description One row of the tax summary. */
        SnapTax: {
            /** Format: int64 */
            minor: number;
            name: string;
            /** Format: uint32 */
            rateBasisPoints: number;
        };
        /** @description Exactly what a sent version shows. */
        Snapshot: {
            company: components["schemas"]["Party"];
            currency: string;
            firm: components["schemas"]["Party"];
            /** @description YYYY-MM-DD. */
            issuedOn: string;
            /** @description `quote` or `change`. */
            kind: string;
            /** @description `en`, `fr` or `hi`: the company's billing language, the PDF's. */
            language: string;
            lines: components["schemas"]["SnapLine"][];
            milestones: components["schemas"]["SnapMilestone"][];
            number: string;
            project: string;
            /** @description `any` or `all` of the approvers. */
            rule: string;
            /** Format: int64 */
            subtotalMinor?: number | null;
            /** Format: int64 */
            taxMinor?: number | null;
            taxes?: components["schemas"]["SnapTax"][] | null;
            terms: string;
            title: string;
            /** Format: int64 */
            totalMinor?: number | null;
            validUntil: string;
            /** Format: int64 */
            version: number;
        };
        /**
         * @description What staff set of a sprint's budget. The browser passes its two fields as text
         *     (`validateSprintBudget`), so it has no deserialiser in the rules module.
         */
        SprintBudgetInput: {
            /** @description In the project's currency. */
            budgetAmount?: components["schemas"]["NumberOrText"] | null;
            /** @description Hours, at most two decimals, or hours and minutes (`120`, `37.5`, `37:30`). */
            budgetHours?: components["schemas"]["NumberOrText"] | null;
        };
        /**
         * @description A sprint's burn-up: from its start date (or its first task) to its end date or today,
         *     whichever comes first; none for a sprint that has not started.
         */
        SprintBurnUp: {
            _id: string;
            endDate: string | null;
            points: components["schemas"]["BurnPointView"][];
            startDate: string | null;
            title: string;
        };
        /** @description A sprint marked completed or not. */
        SprintCompletedInput: {
            /** @default null */
            completed?: boolean | null;
        };
        /** @description A sprint flag as it now is: `{ _id, status: { active } }` or `{ _id, status: { completed } }`. */
        SprintFlagAnswer: {
            _id: string;
            status: components["schemas"]["SprintFlags"];
        };
        SprintFlags: {
            active?: boolean | null;
            completed?: boolean | null;
        };
        SprintGlance: {
            _id: string;
            endDate: string | null;
            /** @description Where it stands today: its days left, or how late it is. */
            standing: components["schemas"]["Standing"];
            startDate: string | null;
            title: string;
        };
        SprintInput: {
            /**
             * @description `YYYY-MM-DD`, not before `startDate`.
             * @default null
             */
            endDate?: string | null;
            /** @default null */
            goal?: string | null;
            /**
             * @description `YYYY-MM-DD`.
             * @default null
             */
            startDate?: string | null;
            /**
             * @description Free text ("2 weeks").
             * @default null
             */
            timeline?: string | null;
            /** @default null */
            title?: string | null;
        };
        /** @description A sprint's new place in its project, 1-based. Past the last place means "last". */
        SprintMoveInput: {
            /**
             * Format: int64
             * @default null
             */
            order?: number | null;
        };
        /** @description The sprint's new place. */
        SprintMoved: {
            _id: string;
            /** Format: int64 */
            order: number;
        };
        SprintStatus: {
            active: boolean;
            completed: boolean;
        };
        SprintStatusInput: {
            /** @default null */
            active?: boolean | null;
        };
        SprintView: {
            _id: string;
            endDate: string | null;
            goal: string;
            /**
             * Format: int64
             * @description The sprint's real place in its project (1-based).
             */
            order: number;
            startDate: string | null;
            status: components["schemas"]["SprintStatus"];
            tasks: components["schemas"]["TaskView"][];
            timeline: string;
            title: string;
        };
        /**
         * @description What staff set of a staff member's hours: the role they are charged as, and the name clients
         *     see on their hours (blank: their name).
         */
        StaffHoursInput: {
            /** @default null */
            role?: string | null;
            /** @default null */
            shownAs?: string | null;
        };
        /** @description An administrator invites a staff member: they choose their password from the emailed link. */
        StaffInviteInput: {
            /** @default null */
            email?: string | null;
            /** @default null */
            name?: string | null;
        };
        /** @description A staff account as the console's Staff section shows it. */
        StaffView: {
            _id: string;
            active: boolean;
            createdAt: string;
            email: string;
            /** @description The role they are charged as on projects with a rate for it; empty for none. */
            hoursRole: string;
            /** @description Where the account's invitation stands; `null` once they chose a password. */
            invitation: components["schemas"]["InvitationState"] | null;
            /** @description The invitation link, only when no mail server is configured. */
            invitationLink?: string | null;
            name: string;
            /** @description The name clients see on their hours; empty: their name. */
            shownAs: string;
        };
        /** @description Where a sprint stands on a day: told apart by a word, not only by a colour. */
        Standing: {
            /** @constant */
            kind: "completed";
        } | {
            /** Format: int64 */
            daysToStart: number;
            /** @constant */
            kind: "upcoming";
        } | {
            /** Format: int64 */
            daysLeft: number;
            /** @constant */
            kind: "active";
        } | {
            /** Format: int64 */
            daysOver: number;
            /** @constant */
            kind: "late";
        } | {
            /** @constant */
            kind: "undated";
        };
        /**
         * @description Where a milestone stands.
         * @enum {string}
         */
        Status: "planned" | "due" | "invoiced" | "paid";
        /**
         * @description What staff did about a contact-form submission.
         * @enum {string}
         */
        SubmissionStatus: "new" | "read" | "replied" | "spam";
        /** @description What staff did about a contact-form submission. */
        SubmissionStatusInput: {
            /** @default null */
            status?: string | null;
        };
        /** @description The same for a new and a known address. */
        Subscribed: {
            email: string;
            subscribed: boolean;
        };
        SubscriberView: {
            _id: string;
            createdAt: string;
            email: string;
            page: string;
        };
        /**
         * @description Proving who one is again for a change that could hand the account to someone else (sudo
         *     mode): the password, or a code from the app or a recovery code. One of them.
         */
        SudoInput: {
            /** @default null */
            code?: string | null;
            /** @default null */
            password?: string | null;
        };
        /** @description What sudo mode stands at for a session (`verified_at`: its last proof of who is behind it). */
        SudoStatus: {
            /** @description Sensitive changes are open now. */
            active: boolean;
            /** @description The account has two-factor on (a code from the app or a recovery code proves it). */
            code: boolean;
            /** @description The account has a passkey (and passkeys work here). */
            passkey: boolean;
            /**
             * @description The account's password proves it: it has one it may sign in with, and no two-factor
             *     (with two-factor on, a code or a passkey does).
             */
            password: boolean;
            /**
             * Format: int64
             * @description Until when (milliseconds since the epoch); 0 when not active.
             */
            until: number;
        };
        /** @description One company's month. */
        SupportMonth: {
            /** Format: int64 */
            bad: number;
            client: string;
            clientName: string;
            /** Format: int64 */
            good: number;
            /** Format: int64 */
            medianResolutionSeconds: number | null;
            /** Format: int64 */
            medianResponseSeconds: number | null;
            /** @description `YYYY-MM`. */
            month: string;
            /** Format: int64 */
            resolutionBreached: number;
            /** Format: int64 */
            resolutionMet: number;
            /** Format: int64 */
            responseBreached: number;
            /** Format: int64 */
            responseMet: number;
            /** Format: int64 */
            tickets: number;
        };
        SyncState: "ok" | "pending" | "not_connected" | "not_found" | "rate_limited" | "unreachable";
        /** @description How fresh the activity is and why it may not be. */
        SyncView: {
            /** @description When the shown data was last fetched (RFC 3339); `null` before the first fetch. */
            fetchedAt: string | null;
            /** @description When the code host may be asked again, after a rate limit (RFC 3339). */
            retryAt: string | null;
            state: components["schemas"]["SyncState"];
        };
        /** @description A promise: so many minutes, counted by `clock`. */
        Target: {
            clock: components["schemas"]["Clock"];
            /** Format: uint32 */
            minutes: number;
        };
        /** @description A priority's two promises. */
        Targets: {
            firstResponse: components["schemas"]["Target"];
            resolution: components["schemas"]["Target"];
        };
        TaskCodeView: {
            /** @description Commits whose message names the task's issue (`#12`), latest first. */
            commits: string[];
            /** @description The issue or pull request the task's code link points at, with its state. */
            link: components["schemas"]["LinkedItem"] | null;
            taskId: string;
        };
        /** @description A task's status or priority as it now is (one of the two). */
        TaskField: {
            _id: string;
            priority?: components["schemas"]["TaskPriority"] | null;
            status?: components["schemas"]["TaskStatus"] | null;
        };
        TaskInput: {
            /** @description Team member ids; one id alone (a string) is accepted too, as the original form sent it. */
            assignedTo?: components["schemas"]["IdOrIds"] | null;
            /** @default null */
            description?: string | null;
            /**
             * @description An `http(s)` URL.
             * @default null
             */
            githubLink?: string | null;
            /**
             * @description `low`, `medium` (default) or `high`.
             * @default null
             */
            priority?: string | null;
            /** @default null */
            role?: string | null;
            /**
             * @description `todo` (default), `inprogress` or `done`.
             * @default null
             */
            status?: string | null;
            /**
             * @description The due date, `YYYY-MM-DD`.
             * @default null
             */
            taskDate?: string | null;
            /** @default null */
            title?: string | null;
            /** @default null */
            type?: string | null;
        };
        /**
         * @description How urgent a task is.
         * @enum {string}
         */
        TaskPriority: "low" | "medium" | "high";
        /** @description The admin's priority selector on a task row. */
        TaskPriorityInput: {
            /** @default null */
            priority?: string | null;
        };
        /** @description A delivered task named on a request, as it was when asked. */
        TaskRef: {
            _id: string;
            /**
             * Format: int64
             * @description An entry of an approval of hours: its minutes (absent for a task, so what approvers of a
             *     goal were shown hashes as it always did).
             */
            minutes?: number | null;
            title: string;
        };
        /**
         * @description Where a task stands.
         * @enum {string}
         */
        TaskStatus: "todo" | "inprogress" | "done";
        /** @description The admin's status selector on a task row. */
        TaskStatusInput: {
            /** @default null */
            status?: string | null;
        };
        TaskView: {
            _id: string;
            assignedTo: components["schemas"]["Named"][];
            description: string;
            githubLink: string;
            priority: string;
            role: string;
            status: string;
            taskDate: string | null;
            title: string;
            type: string;
        };
        TeamCard: {
            _id: string;
            about: string;
            name: string;
            role: string;
        };
        TeamMemberInput: {
            /** @default null */
            about?: string | null;
            /** @default null */
            address?: string | null;
            /** @description A whole number, or its text as typed in a form. */
            age?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            email?: string | null;
            /**
             * @description `YYYY-MM-DD`.
             * @default null
             */
            joiningDate?: string | null;
            /** @default null */
            name?: string | null;
            /** @default null */
            phoneNumber?: string | null;
            /** @default null */
            role?: string | null;
        };
        TermsTemplate: {
            _id: string;
            name: string;
            terms: string;
        };
        /** @description The priority a client proposes on a new ticket (none: `normal`), or staff set. */
        TicketPriorityInput: {
            /** @default null */
            priority?: string | null;
        };
        /** @description "How did we do?": good or bad, and an optional comment. */
        TicketRatingInput: {
            /** @default null */
            comment?: string | null;
            /** @default null */
            score?: string | null;
        };
        /** @description Staff's state selector. */
        TicketStateInput: {
            /** @default null */
            state?: string | null;
        };
        /**
         * @description Whether a support ticket still needs attention.
         * @enum {string}
         */
        TicketStatus: "Open" | "Closed";
        /** @description The ticket's status as it now is. */
        TicketStatusAnswer: {
            _id: string;
            status: components["schemas"]["TicketStatus"];
        };
        /** @description The admin's status selector: `Open`, `Closed`, or `Close` (which means `Closed`). */
        TicketStatusInput: {
            /** @default null */
            status?: string | null;
        };
        TicketView: {
            _id: string;
            /** @description The files attached to the ticket itself (a reply's are on the reply). */
            attachments: components["schemas"]["AttachmentView"][];
            /**
             * Format: int64
             * @description How many replies the ticket has in all.
             */
            commentCount: number;
            /**
             * @description The latest replies (at most 20), oldest first; `GET /ticket/{ticketId}/comments` pages
             *     through all of them.
             */
            comments: components["schemas"]["CommentView"][];
            createdAt: string;
            createdBy: string;
            createdByName: string;
            description: string;
            /** @description `low`, `normal`, `high` or `urgent` (staff decide). */
            priority: string;
            project: string | null;
            /** @description The client's rating of the current solve. */
            rating: components["schemas"]["RatingView"] | null;
            /** @description What the client proposed when opening it. */
            requestedPriority: string | null;
            /** @description The first reply's and the resolution's targets (ADR 0045). */
            sla: components["schemas"]["SlaView"];
            solvedAt: string | null;
            /** @description `new`, `open`, `waitingOnClient`, `waitingOnUs`, `solved` or `closed`. */
            state: string;
            status: string;
            title: string;
            updatedAt: string;
        };
        /** @description An open ticket staff have not answered yet. */
        TicketWaiting: {
            _id: string;
            /** @description The company that opened it. */
            client: components["schemas"]["NamedRef"];
            project: components["schemas"]["ProjectRef"] | null;
            title: string;
            /** @description When the client's word that staff have not answered was written. */
            waitingSince: string;
        };
        /** @description Minutes and the same as a duration (`1:30`). */
        Time: {
            /** Format: int64 */
            minutes: number;
            time: string;
        };
        /** @description What staff send to log time (or to change an entry: the same fields). */
        TimeEntryInput: {
            /**
             * @description Charged to the client (default yes).
             * @default null
             */
            billable?: boolean | null;
            /**
             * @description The day the work was done, `YYYY-MM-DD`.
             * @default null
             */
            date?: string | null;
            /** @default null */
            note?: string | null;
            /**
             * @description The project id (required when logging; an entry keeps its project).
             * @default null
             */
            project?: string | null;
            /**
             * @description A task of the project, or none.
             * @default null
             */
            task?: string | null;
            /**
             * @description A ticket of the project, or none (not with a task).
             * @default null
             */
            ticket?: string | null;
            /** @description The time as typed: `1:30`, `1.5h`, `90m`, `1h 30m`, or a number of hours. */
            time?: components["schemas"]["NumberOrText"] | null;
        };
        /**
         * @description One entry of logged time. `amount` (what it costs at the rate that applied) only for people
         *     who handle money, and only when it is billable and has a rate: absent otherwise, never zero.
         */
        TimeEntryView: {
            _id: string;
            amount?: components["schemas"]["Amount"] | null;
            billable: boolean;
            createdAt: string;
            /** @description The day the work was done, `YYYY-MM-DD`. */
            date: string;
            /** @description On an invoice: it can no longer change. */
            invoiced: boolean;
            /** Format: int64 */
            minutes: number;
            note: string;
            project: string;
            /** @description The hourly rate it is charged at, for people who handle money, when it has one. */
            rate?: components["schemas"]["Amount"] | null;
            /** @description The staff member who did the work (staff only see it; clients read `who`). */
            staff?: string | null;
            /** @description `open`, `waiting`, `approved` or `queried`. */
            state: string;
            task: string | null;
            taskTitle: string | null;
            ticket: string | null;
            ticketTitle: string | null;
            /** @description The minutes as every screen writes them (`1:30`). */
            time: string;
            /** @description Logged by a timer left running, stopped at 12 hours. */
            timerCapped: boolean;
            /** @description Who did the work, as the client sees them. */
            who: string;
        };
        /** @description What staff send to start a timer: what it is for (the project, and a task or a ticket). */
        TimerInput: {
            /** @default null */
            billable?: boolean | null;
            /** @default null */
            note?: string | null;
            /** @default null */
            project?: string | null;
            /** @default null */
            task?: string | null;
            /** @default null */
            ticket?: string | null;
        };
        /** @description A started timer, and the entry the one running before it became. */
        TimerStarted: {
            stopped: components["schemas"]["TimeEntryView"] | null;
            timer: components["schemas"]["TimerView"];
        };
        /** @description A staff member's running timer. */
        TimerView: {
            billable: boolean;
            /**
             * Format: int64
             * @description Minutes counted so far (at most 12 hours: a forgotten timer stops counting there).
             */
            minutes: number;
            note: string;
            project: string;
            projectTitle: string;
            startedAt: string;
            task: string | null;
            taskTitle: string | null;
            ticket: string | null;
            ticketTitle: string | null;
        };
        /** @description Every block of the staff home, counted on the server's calendar day (UTC). */
        Today: {
            invoicesOverdue: components["schemas"]["WaitingOfInvoiceOverdue"];
            mailsFailed: components["schemas"]["WaitingOfMailView"];
            milestonesDue: components["schemas"]["WaitingOfMilestoneDue"];
            signoffsWaiting: components["schemas"]["WaitingOfSignoffWaiting"];
            ticketsWaiting: components["schemas"]["WaitingOfTicketWaiting"];
            /** @description The day the blocks are counted on, `YYYY-MM-DD`. */
            today: string;
            /** @description The last day of "this week": six days after `today`. */
            weekEnds: string;
        };
        /** @description A token from an emailed link, alone (a one-time sign-in, an invitation being opened). */
        TokenInput: {
            /** @default null */
            token?: string | null;
        };
        /** @description A new password chosen from a reset or invitation link. */
        TokenPasswordInput: {
            /** @default null */
            password?: string | null;
            /** @default null */
            token?: string | null;
        };
        /**
         * @description A notification's topic: what an unsubscribe link turns off.
         * @enum {string}
         */
        Topic: "tickets" | "requests" | "contact";
        /** @description A code from the authenticator app only: confirming its setup. */
        TotpCodeInput: {
            /** @default null */
            code?: string | null;
        };
        /** @description The password was right; the account asks for a code (`POST /user/twoFactorSignIn`). */
        TwoFactorChallenge: {
            /** @description Single use, valid five minutes and five codes. */
            challenge: string;
        };
        TwoFactorSetup: {
            /** @description The `otpauth://` URI the QR code carries. */
            otpauthUrl: string;
            /** @description The key as Base32 text, for typing into an app. */
            secret: string;
        };
        /** @description The second step of a sign-in: the challenge the password step answered, and a code. */
        TwoFactorSignInInput: {
            /** @default null */
            challenge?: string | null;
            /** @default null */
            code?: string | null;
        };
        TwoFactorStatus: {
            /** @description False when the server has no `SECRET_KEY` to keep authenticator keys with. */
            available: boolean;
            enabled: boolean;
            /** Format: int64 */
            recoveryCodesLeft: number;
            /** @description Staff under `STAFF_2FA=required`: it cannot be turned off. */
            required: boolean;
        };
        Unsubscribed: {
            topic: components["schemas"]["Topic"];
        };
        /** @description An edit of a project: absent fields stay as they are. */
        UpdateProjectInput: {
            /**
             * @description ISO 4217 code; only while the project has no payment milestone (the server checks).
             * @default null
             */
            currency?: string | null;
            /** @default null */
            github?: string | null;
            /** @description Free text ("$12,000", "12k") or a number. */
            projectCost?: components["schemas"]["NumberOrText"] | null;
            /** @default null */
            projectDesc?: string | null;
            /** @default null */
            projectDetailsDesc?: string | null;
            /**
             * @description Free text ("3 months").
             * @default null
             */
            projectTimeline?: string | null;
            /** @default null */
            repoName?: string | null;
            /** @default null */
            title?: string | null;
        };
        UpdateView: {
            _id: string;
            /** @description The files sent with it (a signed change request). */
            attachments: components["schemas"]["AttachmentView"][];
            createdAt: string;
            project: string;
            projectTitle: string;
            text: string;
            user: string;
            userName: string;
        };
        /** @description What a client sees of an account (product.md §3 names; never the hash). */
        UserView: {
            _id: string;
            /** @description How the portal or the console is drawn for them: `light`, `dark` or `system`. */
            appearance: string;
            brandName: string;
            email: string;
            language: string;
            /** @description A person of a client company: their place in it (absent for staff). */
            membership?: components["schemas"]["Membership"] | null;
            name: string;
            phone: string;
            role: string;
        };
        /** @description One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
        WaitingOfInvoiceOverdue: {
            items: components["schemas"]["InvoiceOverdue"][];
            /** Format: int64 */
            total: number;
        };
        /** @description One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
        WaitingOfMailView: {
            items: components["schemas"]["MailView"][];
            /** Format: int64 */
            total: number;
        };
        /** @description One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
        WaitingOfMilestoneDue: {
            items: components["schemas"]["MilestoneDue"][];
            /** Format: int64 */
            total: number;
        };
        /** @description One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
        WaitingOfSignoffWaiting: {
            items: components["schemas"]["SignoffWaiting"][];
            /** Format: int64 */
            total: number;
        };
        /** @description One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
        WaitingOfTicketWaiting: {
            items: components["schemas"]["TicketWaiting"][];
            /** Format: int64 */
            total: number;
        };
        /** @description What the webhook did with a delivery. */
        WebhookAnswer: {
            /** @description `refreshing`, `duplicate` or `ignored`. */
            outcome: string;
        };
        /** @description What the webhook did with a delivery. */
        WebhookAnswer2: {
            outcome: components["schemas"]["Outcome"];
        };
        /** @description An endpoint's change: as when added, and whether it is on. */
        WebhookBody: {
            /** @default true */
            active?: boolean;
            /** @default [] */
            events?: string[];
            /** @default null */
            format?: string | null;
            /** @default null */
            url?: string | null;
        };
        /** @description A delivery as its endpoint's log shows it. */
        WebhookDeliveryView: {
            /** @description The message's `webhook-id`, the same on every attempt. */
            _id: string;
            /** @description The first characters of the last answer. */
            answer: string;
            /** Format: int64 */
            attempts: number;
            createdAt: string;
            deliveredAt: string | null;
            error: string | null;
            eventType: string;
            lastAttemptAt: string | null;
            /** @description `queued`, `sending`, `delivered` or `failed`. */
            state: string;
            /**
             * Format: int64
             * @description The HTTP status of the last answer (null: none yet, or no answer).
             */
            status: number | null;
        };
        /** @description A webhook endpoint as typed. */
        WebhookInput: {
            /** @default [] */
            events?: string[];
            /** @default null */
            format?: string | null;
            /** @default null */
            url?: string | null;
        };
        WebhookSecret: {
            secret: string;
        };
        /** @description An endpoint as its list shows it. */
        WebhookView: {
            _id: string;
            active: boolean;
            createdAt: string;
            events: string[];
            /** @description `standard`, `slack` or `teams`. */
            format: string;
            lastDelivery: components["schemas"]["WebhookDeliveryView"] | null;
            url: string;
        };
        /** @description One day of a row: its minutes, and its entry when there is exactly one. */
        WeekCell: {
            date: string;
            /**
             * Format: int64
             * @description How many entries make it.
             */
            entries: number;
            /** @description The one entry, when there is exactly one and it is not invoiced: the cell edits it. */
            entry: string | null;
            /** Format: int64 */
            minutes: number;
            time: string;
        };
        /** @description What the time was spent on: a project, and a task or a ticket of it (or neither). */
        WeekRow: {
            cells: components["schemas"]["WeekCell"][];
            project: string;
            projectTitle: string;
            task: string | null;
            ticket: string | null;
            /** @description The task's or ticket's title; empty for the project itself. */
            title: string;
            total: components["schemas"]["Time"];
        };
        WeekView: {
            /** @description Each day's total, Monday to Sunday. */
            dayTotals: components["schemas"]["Time"][];
            /** @description Monday to Sunday. */
            days: string[];
            next: string;
            previous: string;
            rows: components["schemas"]["WeekRow"][];
            total: components["schemas"]["Time"];
            /** @description Monday, `YYYY-MM-DD`. */
            weekStarts: string;
        };
        /** @description The answer of a write that says only which record it wrote: `{ "_id": ... }`. */
        Written: {
            _id: string;
        };
    };
    responses: {
        /** @description An error */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_activity: {
        parameters: {
            query?: {
                project?: string;
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityFeed"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_activity_seen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_admin_accounts__accountId__passkeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_admin_accounts__accountId__passkeys__passkeyId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_admin_accounts__accountId__signInLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_admin_audit: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt";
                order?: "asc" | "desc";
                client?: string;
                project?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_admin_clientsData: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "name" | "projects" | "openTickets" | "unpaidMilestones" | "lastActivity";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOverview"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_admin_mail: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt" | "to" | "state" | "sentAt";
                order?: "asc" | "desc";
                state?: "queued" | "sending" | "sent" | "retrying" | "failed";
                kind?: "invitation" | "reset" | "password_changed" | "sign_in_link" | "sign_in_method_added" | "notify" | "test" | "email_changed" | "two_factor_reset" | "sign_off" | "invoice" | "passkey_added" | "access_granted" | "new_sign_in" | "already_has_account";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfMailView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_admin_mail_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSettingsView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_admin_mail_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountEmailInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_admin_mail__mailId__resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mailId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_admin_projectsData: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "title" | "client" | "tasksDone" | "tasksTotal" | "overdueTasks" | "goalsDone" | "paidAmount" | "outstandingAmount";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectOverview"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_admin_staff: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "name" | "email" | "createdAt";
                order?: "asc" | "desc";
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfStaffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_admin_staff_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInviteInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_admin_staff_roles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_admin_staff__staffId__active: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_admin_staff__staffId__hours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffHoursInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_admin_staff__staffId__invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationLink"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_admin_staff__staffId__invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_admin_staff__staffId__sessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_admin_staff__staffId__sessions__sessionId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_admin_staff__staffId__twoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_admin_today: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Today"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_admin_viewAs__clientId_: {
        parameters: {
            query?: {
                person?: string;
            };
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_attachments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentView"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    get_attachments_limits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentLimits"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    get_attachments__attachmentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_attachments__attachmentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_attachments__attachmentId__thumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_auth_oidc_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OidcCallbackInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_auth_oidc_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OidcStart"];
                };
            };
        };
    };
    post_auth_passkey_finish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAnswerInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_auth_passkey_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyStartInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCeremony"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_auth_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInOptions"];
                };
            };
        };
    };
    get_calendar__file_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            404: components["responses"]["Error"];
        };
    };
    "get_client__id__sla-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPolicy"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    "put_client__id__sla-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyPolicyBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPolicy"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_code_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswer"];
                };
            };
        };
    };
    get_code__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeActivity"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_code__projectId__issues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssueView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_code__projectId__issues__number__comments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                number: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueCommentInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssueCommentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_company_billing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyBillingView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_company_billing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyBillingInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyBillingView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_company_people: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_company_people: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_company_people__personId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_company_people__personId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_company_people__personId__invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationLink"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    "get_company_support-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMonth"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_company_transfer__personId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_contact_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counts"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_contact_delete__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    "get_contact_export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_contact_mail_delete__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    "get_contact_mail_export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_contact_mail_submissions: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "email" | "createdAt";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfSubscriberView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_contact_mail_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscribed"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    put_contact_status__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionStatusInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_contact_submission__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_contact_submissions: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "name" | "email" | "actionStatus" | "createdAt";
                order?: "asc" | "desc";
                status?: "new" | "read" | "replied" | "spam";
                read?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfContactView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_contact_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactReceived"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_events: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_goal_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_goal_project__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_goal_project__projectId__inprogress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_goal_status__goalId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                goalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalStatusInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_hours_ask__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoursPeriodInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_hours_blocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HourBlockInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_hours_entries: {
        parameters: {
            query?: {
                project?: string;
                staff?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeEntryView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_hours_entry__entryId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeEntryInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeEntryView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_hours_entry__entryId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_hours_invoice__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoursInvoiceInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_hours_log: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeEntryInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeEntryView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_hours_project__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoursView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    "get_hours_project__projectId__entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_hours_rates__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoursView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_hours_settings__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoursSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoursView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_hours_sprint__sprintId__budget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SprintBudgetInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoursView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_hours_timer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimerView"] | null;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_hours_timer_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimerInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimerStarted"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_hours_timer_stop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeEntryView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_hours_week: {
        parameters: {
            query?: {
                of?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_invoice_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_invoice_create__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_invoice_credit__invoiceId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_invoice_due: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    "get_invoice_export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_invoice_invoices__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_invoice_pdf__invoiceId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_invoice_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSettingsView"] | null;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_invoice_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSettingsView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_mail_unsubscribe__token_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    "get_openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    post_payment_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_payment_due__paymentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentDueInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_payment_paid__paymentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPaidInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_payment_payments__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_payment_receipt__paymentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_payment_receivables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receivables"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_payments_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checked"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_payments_confirm__invoiceId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_payments_online: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_payments_pay__invoiceId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayPage"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_payments_refund__onlinePaymentId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onlinePaymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_payments_stripe_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswer2"];
                };
            };
        };
    };
    post_project_addRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Written"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_project_addSprint__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SprintInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Written"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_project_addTask__sprintId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Written"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_project_addUpdate__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUpdate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Written"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_allUpdates: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt";
                order?: "asc" | "desc";
                project?: string;
                client?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_project_burnUp__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BurnUpView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_project_createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewProjectInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_project_deleteTask__taskId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_detail__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_glance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectGlance"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_project_moveSprint__sprintId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SprintMoveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SprintMoved"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_projects: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "title" | "client" | "sprintCount" | "createdAt";
                order?: "asc" | "desc";
                client?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectListItem"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_project_projectsByUser__userId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_projectsUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_project_requests: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt" | "title";
                order?: "asc" | "desc";
                client?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    put_project_updateProject__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_project_updateSprintCompleted__sprintId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SprintCompletedInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SprintFlagAnswer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_project_updateSprintStatus__sprintId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SprintStatusInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SprintFlagAnswer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_project_updateTask__taskId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Written"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_project_updateTaskPriority__taskId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskPriorityInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskField"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_project_updateTaskStatus__taskId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskStatusInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskField"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project_updates__projectId_: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_project__projectId__files: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectFiles"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_quote_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_quote_decide__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDecisionInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_quote_delete__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_quote_edit__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_one__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_pdf__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_project__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteMonth"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_quote_revise__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteReviseInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_quote_send__quoteId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsTemplate"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_quote_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsTemplate"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_quote_templates__quoteTemplateId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteTemplateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_quote_waiting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_rating__token_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingLink"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    post_rating__token_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketRatingInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingView"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_signoff_decide__signOffId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signOffId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_signoff_project__projectId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOffView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_signoff_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignOffInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOffView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_signoff_waiting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOffView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_sla_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaSetup"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    put_sla_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaSetup"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_sla_holidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaSetup"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_sla_holidays_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Imported"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_sla_holidays__date_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaSetup"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_sla_policies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaPolicyView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_sla_policies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyBody"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaPolicyView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_sla_policies__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlaPolicyView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_team_all: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "name" | "role" | "email" | "createdAt";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfMemberView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_team_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_team_delete__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_team_edit__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_ticket_all: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "title" | "status" | "client" | "createdAt" | "updatedAt" | "dueAt" | "priority";
                order?: "asc" | "desc";
                status?: "Open" | "Closed";
                state?: "new" | "open" | "waitingOnClient" | "waitingOnUs" | "solved" | "closed";
                client?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_ticket_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTicket"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_ticket_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMonth"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    "get_ticket_report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_ticket__id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_ticket__id__priority: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketPriorityInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_ticket__id__state: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketStateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_ticket__id__status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketStatusInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketStatusAnswer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_ticket__ticketId__comments: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
            };
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_ticket__ticketId__rating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketRatingInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_ticket__ticketId__reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reply"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_ticket__userId_: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "title" | "status" | "client" | "createdAt" | "updatedAt" | "dueAt" | "priority";
                order?: "asc" | "desc";
                status?: "Open" | "Closed";
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    put_user_active__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_user_allUsers: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Search text */
                q?: string;
                sort?: "name" | "brandName" | "email" | "createdAt";
                order?: "asc" | "desc";
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description Rows matching the filters and search */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfClientView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_user_appearance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppearanceInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppearanceAnswer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    get_user_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarLink"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarLink"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_user_detail__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_edit__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientEditInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_user_follow__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Following"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_follow__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Following"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountEmailInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_user_identities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityView"][];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_identities_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OidcCallbackInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityView"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_identities_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OidcStart"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_user_identities__identityId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationView"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    delete_user_invitation__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_invitation__clientId__resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationLink"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_language: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageAnswer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    post_user_linkSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_user_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_user_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
        };
    };
    get_user_notifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefs"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    put_user_notifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPrefsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefs"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    get_user_passkeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyView"][];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_passkeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasskeyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_passkeys_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCeremony"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_user_passkeys__passkeyId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyNameInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_user_passkeys__passkeyId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    get_user_people__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonView"][];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_people__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddedPerson"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_people__clientId___personId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
                personId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_user_people__clientId___personId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_people__clientId___personId__invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationLink"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetDone"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_user_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"][];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_sessions_signOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
        };
    };
    delete_user_sessions__sessionId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    put_user_setPassword__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordInput"];
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_signInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountEmailInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_user_signInLinkAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationView"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    post_user_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    get_user_sudo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SudoStatus"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_sudo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SudoInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SudoStatus"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    post_user_sudo_passkey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCeremony"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_sudo_passkey_finish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAnswerInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SudoStatus"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    get_user_tokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenView"][];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_tokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiTokenInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiToken"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_user_tokens__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_user_twoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_user_twoFactor_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_twoFactor_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorInput"];
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_twoFactor_recoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    post_user_twoFactor_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    delete_user_twoFactor__clientId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_user_twoFactorSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSignInInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    get_user_userProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    get_webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookView"][];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    post_webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    put_webhooks__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    delete_webhooks__id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    get_webhooks__id__deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryView"][];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_webhooks__id__deliveries__deliveryId__retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_webhooks__id__secret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    post_webhooks__id__test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryView"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
