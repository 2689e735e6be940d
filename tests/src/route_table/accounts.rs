//! The route x role table's rows for accounts: signing in with a password, profiles, clients,
//! emailed links, mail, staff accounts.

use serde_json::json;

use super::{delete, get, post, put, Made, Route};
use crate::world::World;

pub(super) fn rows(w: &World, s: &Made) -> Vec<Route> {
    let (a, c, invited, mail, invited_staff) = (&w.a, &s.c, &s.invited, &s.mail, &s.invited_staff);
    let person = &s.person;
    let (bogus, bogus_unsubscribe) = (&s.bogus, &s.bogus_unsubscribe);
    vec![
        post("/user/login")
            .body(json!({"email": "ann@example.com", "password": "client-pass-1"}))
            .anyone(200),
        get("/user/userProfile").signed_in(200),
        put("/user/profile")
            .body(json!({"name": "Ann A", "brandName": "Ann Ltd"}))
            .clients_only(200),
        put("/user/password")
            .body(json!({"currentPassword": "wrong-one", "newPassword": "new-pass-123"}))
            .signed_in(400),
        put("/user/language")
            .body(json!({"language": "fr"}))
            .signed_in(200),
        put("/user/appearance")
            .body(json!({"appearance": "dark"}))
            .signed_in(200),
        post("/user/signup")
            .body(json!({"name": "Di", "email": "di@example.com", "password": "client-pass-4"}))
            .staff_only(201),
        get("/user/people/{clientId}").ids([a]).staff_only(200),
        post("/user/people/{clientId}")
            .ids([a])
            .body(json!({"name": "Pia", "email": "pia@example.com", "finance": true}))
            .staff_only(201),
        put("/user/people/{clientId}/{personId}")
            .ids([c, person])
            .body(json!({"companyRole": "member", "finance": true}))
            .staff_only(200),
        post("/user/people/{clientId}/{personId}/invitation")
            .ids([c, person])
            .staff_only(200),
        // A company's owners run its people from the portal; another company's person is not
        // found, and staff use the routes above.
        get("/company/people").clients_only(200),
        post("/company/people")
            .body(json!({"name": "", "email": "not-an-address"}))
            .clients_only(400),
        put("/company/people/{personId}")
            .ids([person])
            .body(json!({"companyRole": "owner"}))
            .clients_only(404),
        post("/company/people/{personId}/invitation")
            .ids([person])
            .clients_only(404),
        post("/company/transfer/{personId}")
            .ids([person])
            .clients_only(404),
        delete("/company/people/{personId}")
            .ids([person])
            .clients_only(404),
        delete("/user/people/{clientId}/{personId}")
            .ids([c, person])
            .staff_only(204),
        get("/user/allUsers").staff_only(200),
        get("/user/detail/{clientId}").ids([a]).staff_only(200),
        put("/user/edit/{clientId}")
            .ids([a])
            .body(json!({"name": "Ann", "brandName": "Ann Ltd", "email": "ann@example.com"}))
            .staff_only(200),
        post("/admin/viewAs/{clientId}").ids([c]).staff_only(200),
        put("/user/setPassword/{clientId}")
            .ids([c])
            .body(json!({"password": "client-pass-5"}))
            .staff_only(204),
        put("/user/active/{clientId}")
            .ids([c])
            .body(json!({"active": false}))
            .staff_only(200),
        get("/admin/audit").staff_only(200),
        get("/admin/clientsData").staff_only(200),
        get("/admin/projectsData").staff_only(200),
        get("/admin/today").staff_only(200),
        post("/admin/login")
            .body(json!({"email": "boss@example.com", "password": "admin-pass-1"}))
            .anyone(200),
        post("/user/forgotPassword")
            .body(json!({"email": "ann@example.com"}))
            .anyone(202),
        post("/user/resetPassword")
            .body(json!({"token": bogus, "password": "new-pass-123"}))
            .anyone(400),
        post("/user/signInLink")
            .body(json!({"email": "nobody@example.com"}))
            .anyone(202),
        post("/user/linkSignIn")
            .body(json!({"token": bogus}))
            .anyone(400),
        post("/user/signInLinkAccount")
            .body(json!({"token": bogus}))
            .anyone(400),
        get("/user/sudo").signed_in(200),
        // The clients' password: theirs proves it, staff's is another.
        post("/user/sudo")
            .body(json!({"password": "client-pass-1"}))
            .expect([401, 200, 200, 400]),
        post("/user/invitation")
            .body(json!({"token": bogus}))
            .anyone(400),
        post("/user/acceptInvitation")
            .body(json!({"token": bogus, "password": "new-pass-123"}))
            .anyone(400),
        post("/mail/unsubscribe/{token}")
            .ids([bogus_unsubscribe])
            .anyone(400),
        get("/user/notifications").signed_in(200),
        put("/user/notifications")
            .body(json!({"tickets": true}))
            .signed_in(200),
        get("/admin/mail").staff_only(200),
        post("/admin/mail/{mailId}/resend")
            .ids([mail])
            .staff_only(409),
        post("/admin/mail/test")
            .body(json!({"email": "test@example.com"}))
            .staff_only(202),
        get("/admin/mail/settings").staff_only(200),
        post("/user/invitation/{clientId}/resend")
            .ids([invited])
            .staff_only(200),
        delete("/user/invitation/{clientId}")
            .ids([invited])
            .staff_only(204),
        get("/user/follow/{clientId}").ids([a]).staff_only(200),
        put("/user/follow/{clientId}")
            .ids([a])
            .body(json!({"following": true}))
            .staff_only(200),
        get("/admin/staff").staff_only(200),
        post("/admin/staff/invite")
            .body(json!({"name": "Tess", "email": "tess@example.com"}))
            .staff_only(201),
        post("/admin/staff/{staffId}/invitation")
            .ids([invited_staff])
            .staff_only(200),
        delete("/admin/staff/{staffId}/invitation")
            .ids([invited_staff])
            .staff_only(204),
        put("/admin/staff/{staffId}/active")
            .ids([invited_staff])
            .body(json!({"active": false}))
            .staff_only(200),
        put("/admin/staff/{staffId}/hours")
            .ids([invited_staff])
            .body(json!({"role": "Designer", "shownAs": "Tess"}))
            .staff_only(200),
        get("/admin/staff/roles").staff_only(200),
    ]
}
