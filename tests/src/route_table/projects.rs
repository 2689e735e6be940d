//! The route x role table's rows for the work: projects, sprints, tasks, activity, requests,
//! goals, payments, the team.

use serde_json::json;

use super::{delete, get, post, put, Made, Route};
use crate::world::World;

pub(super) fn rows(w: &World, s: &Made) -> Vec<Route> {
    let (a, pa, sa, ta, m) = (&w.a, &w.project_a, &w.sprint_a, &w.task_a, &w.member);
    let (spare_task, goal, payment) = (&s.spare_task, &s.goal, &s.payment);
    let (sign_off, shown) = (&s.sign_off, &s.shown);
    let (due_payment, invoice) = (&s.due_payment, &s.invoice);
    let entry = &s.time_entry;
    let (quote, quote_shown) = (&s.quote, &s.quote_shown);
    let (quote_draft, quote_spare, terms) = (&s.quote_draft, &s.quote_spare, &s.terms);
    vec![
        get("/project/projectsUser").clients_only(200),
        get("/project/projectsByUser/{userId}")
            .ids([a])
            .a_and_staff(200),
        get("/project/detail/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/project/glance").clients_only(200),
        get("/activity").clients_only(200),
        get("/events").signed_in(200),
        post("/activity/seen").clients_only(204),
        get("/project/burnUp/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/project/projects").staff_only(200),
        post("/project/createProject")
            .body(json!({"title": "Third", "client": a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}))
            .staff_only(201),
        put("/project/updateProject/{projectId}")
            .ids([pa])
            .body(json!({"projectCost": "USD 9,000"}))
            .staff_only(200),
        post("/project/addSprint/{projectId}")
            .ids([pa])
            .body(json!({"title": "Sprint 2"}))
            .staff_only(201),
        put("/project/updateSprintStatus/{sprintId}")
            .ids([sa])
            .body(json!({"active": true}))
            .staff_only(200),
        post("/project/addTask/{sprintId}")
            .ids([sa])
            .body(json!({"title": "Another"}))
            .staff_only(201),
        put("/project/updateSprintCompleted/{sprintId}")
            .ids([sa])
            .body(json!({"completed": true}))
            .staff_only(200),
        put("/project/moveSprint/{sprintId}")
            .ids([sa])
            .body(json!({"order": 1}))
            .staff_only(200),
        put("/project/updateTask/{taskId}")
            .ids([ta])
            .body(json!({"title": "Build login", "assignedTo": [m]}))
            .staff_only(200),
        delete("/project/deleteTask/{taskId}")
            .ids([spare_task])
            .staff_only(204),
        put("/project/updateTaskStatus/{taskId}")
            .ids([ta])
            .body(json!({"status": "done"}))
            .staff_only(200),
        put("/project/updateTaskPriority/{taskId}")
            .ids([ta])
            .body(json!({"priority": "low"}))
            .staff_only(200),
        post("/project/addRequest")
            .body(json!({"title": "Mobile app"}))
            .clients_only(201),
        get("/project/requests").signed_in(200),
        post("/project/addUpdate/{projectId}")
            .ids([pa])
            .body(json!({"text": "Scope change"}))
            .a_and_staff(201),
        get("/project/updates/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/project/allUpdates").staff_only(200),
        put("/goal/status/{goalId}")
            .ids([goal])
            .body(json!({"status": "done"}))
            .staff_only(200),
        put("/payment/paid/{paymentId}")
            .ids([payment])
            .body(json!({"isCompleted": false}))
            .staff_only(200),
        put("/payment/due/{paymentId}")
            .ids([payment])
            .body(json!({"isDue": true}))
            .staff_only(200),
        post("/payment/receipt/{paymentId}")
            .ids([payment])
            .body(json!({"amount": "0.01", "receivedOn": "2026-11-02"}))
            .staff_only(201),
        get("/payment/receivables").staff_only(200),
        get("/invoice/settings").staff_only(200),
        put("/invoice/settings")
            .body(json!({"firmName": "Acme IT", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18", "taxLabel": "GST"}))
            .staff_only(200),
        post("/invoice/create/{projectId}")
            .ids([pa])
            .body(json!({"payments": [due_payment]}))
            .staff_only(201),
        get("/invoice/invoices/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/invoice/due").clients_only(200),
        get("/invoice/pdf/{invoiceId}")
            .ids([invoice])
            .a_and_staff(200),
        // Paying online: no provider is connected here. Staff pay nothing in a client's name.
        post("/payments/pay/{invoiceId}")
            .ids([invoice])
            .expect([401, 409, 404, 404]),
        post("/payments/confirm/{invoiceId}")
            .ids([invoice])
            .a_and_staff(200),
        post("/payments/stripe/webhook")
            .body(json!({"id": "evt_1", "type": "checkout.session.completed"}))
            .anyone(404),
        get("/payments/online").staff_only(200),
        post("/payments/check").staff_only(409),
        post("/payments/refund/{onlinePaymentId}")
            .ids(["0f8fad5b-d9cb-469f-a165-70867728950e"])
            .body(json!({"provider": true, "creditNote": false}))
            .staff_only(404),
        post("/invoice/credit/{invoiceId}")
            .ids([invoice])
            .body(json!({"reason": "Issued in error"}))
            .staff_only(201),
        // Quotes (ADR 0044): staff write and send; client A, an owner, approves for its company.
        get("/quote/all").staff_only(200),
        post("/quote/create")
            .body(super::quote_body(pa, "Another"))
            .staff_only(201),
        put("/quote/edit/{quoteId}")
            .ids([quote_draft])
            .body(super::quote_body(pa, "Draft, edited"))
            .staff_only(200),
        delete("/quote/delete/{quoteId}")
            .ids([quote_spare])
            .staff_only(204),
        get("/quote/report").staff_only(200),
        get("/quote/templates").staff_only(200),
        post("/quote/templates")
            .body(json!({"name": "Short", "terms": "Net 15."}))
            .staff_only(201),
        delete("/quote/templates/{quoteTemplateId}")
            .ids([terms])
            .staff_only(204),
        get("/quote/one/{quoteId}")
            .ids([quote])
            .a_and_staff(200),
        get("/quote/project/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/quote/waiting").clients_only(200),
        get("/quote/pdf/{quoteId}")
            .ids([quote])
            .a_and_staff(200),
        post("/quote/revise/{quoteId}")
            .ids([quote])
            .body(json!({}))
            .staff_only(201),
        post("/quote/decide/{quoteId}")
            .ids([quote])
            .body(json!({"decision": "accept", "shown": quote_shown, "signedName": "Client A", "termsRead": true}))
            .expect([401, 200, 404, 403]),
        post("/quote/send/{quoteId}")
            .ids([quote_draft])
            .staff_only(200),
        get("/invoice/all").staff_only(200),
        get("/invoice/export.csv").staff_only(200),
        get("/company/billing").clients_only(200),
        put("/company/billing")
            .body(json!({"language": "en", "address": "2 Street"}))
            .clients_only(200),
        get("/signoff/project/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/signoff/waiting").clients_only(200),
        post("/signoff/decide/{signOffId}")
            .ids([sign_off])
            .body(json!({"decision": "approve", "shown": shown}))
            .expect([401, 200, 404, 403]),
        post("/signoff/request")
            .body(json!({"goal": goal, "summary": "Delivered"}))
            .staff_only(201),
        get("/project/{projectId}/files")
            .ids([pa])
            .a_and_staff(200),
        get("/goal/project/{projectId}").ids([pa]).a_and_staff(200),
        get("/goal/project/{projectId}/inprogress")
            .ids([pa])
            .a_and_staff(200),
        post("/goal/create")
            .body(json!({"project": pa, "title": "Launch"}))
            .staff_only(201),
        get("/payment/payments/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        post("/payment/create")
            .body(json!({"project": pa, "title": "Final", "amount": 10}))
            .staff_only(201),
        get("/hours/project/{projectId}")
            .ids([pa])
            .a_and_staff(200),
        get("/hours/project/{projectId}/entries.csv")
            .ids([pa])
            .a_and_staff(200),
        put("/hours/settings/{projectId}")
            .ids([pa])
            .body(json!({"hourlyRate": "50", "budgetHours": "40"}))
            .staff_only(200),
        put("/hours/sprint/{sprintId}/budget")
            .ids([sa])
            .body(json!({"budgetHours": "20"}))
            .staff_only(200),
        put("/hours/rates/{projectId}")
            .ids([pa])
            .body(json!({"role": "Designer", "rate": "60"}))
            .staff_only(200),
        get("/hours/entries").staff_only(200),
        post("/hours/log")
            .body(json!({"project": pa, "date": "2026-12-02", "time": "0:30"}))
            .staff_only(201),
        post("/hours/blocks")
            .body(json!({"project": pa, "hours": "10", "starts": "2026-12-01", "expires": "2026-12-31", "price": "500"}))
            .staff_only(201),
        post("/hours/ask/{projectId}")
            .ids([pa])
            .body(json!({"from": "2026-12-01", "to": "2026-12-07"}))
            .staff_only(201),
        post("/hours/invoice/{projectId}")
            .ids([&w.project_b])
            .body(json!({"lines": "week"}))
            .staff_only(201),
        put("/hours/entry/{entryId}")
            .ids([entry])
            .body(json!({"date": "2026-12-01", "time": "2h"}))
            .staff_only(200),
        delete("/hours/entry/{entryId}")
            .ids([entry])
            .staff_only(204),
        get("/hours/week").staff_only(200),
        get("/hours/timer").staff_only(200),
        post("/hours/timer/start")
            .body(json!({"project": pa, "task": ta}))
            .staff_only(201),
        post("/hours/timer/stop").staff_only(200),
        get("/team/all").staff_only(200),
        post("/team/create")
            .body(json!({"name": "Nia", "role": "QA", "email": "nia@team.example"}))
            .staff_only(201),
        put("/team/edit/{id}")
            .ids([m])
            .body(json!({"name": "Rohan G", "role": "Lead", "email": "rohan@team.example"}))
            .staff_only(200),
        delete("/team/delete/{id}")
            .ids([&w.spare_member])
            .staff_only(204),
    ]
}
