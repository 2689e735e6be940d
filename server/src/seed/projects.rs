//! The demo projects, each with the work its kind of project takes: an online store and a stock
//! app for a retailer, a bookings platform for guesthouses and wine tours, a patient portal and
//! an operations dashboard for a group of clinics. See `plan` for how they are laid out in time.

use super::plan::{Goal, Milestone, Project, Sprint, Task};

/// The demo project whose repository is `name` (case aside); the first one for any other name.
pub fn of_repo(name: &str) -> &'static Project {
    PROJECTS
        .iter()
        .find(|p| p.repo().eq_ignore_ascii_case(name))
        .unwrap_or(&PROJECTS[0])
}

const LEAD: &str = "Tech Lead";
const FRONTEND: &str = "Frontend Engineer";
const BACKEND: &str = "Backend Engineer";
const DESIGN: &str = "UI/UX Designer";
const QA: &str = "QA Engineer";

const fn task(
    title: &'static str,
    kind: &'static str,
    role: &'static str,
    description: &'static str,
) -> Task {
    Task {
        title,
        kind,
        role,
        description,
    }
}

const fn goal(title: &'static str, description: &'static str) -> Goal {
    Goal { title, description }
}

const fn milestone(title: &'static str, description: &'static str, percent: i64) -> Milestone {
    Milestone {
        title,
        description,
        percent,
    }
}

/// In the order the seed gives them to clients: Verma Retail's two, Martin & Fils' one, Okafor
/// Health's two.
pub const PROJECTS: [Project; 5] = [
    Project {
        title: "Storefront Revamp",
        summary: "A faster, mobile-first online store for Verma Retail: new catalogue, search and checkout.",
        scope: "Verma Retail's online store is rebuilt on a headless commerce back end: the catalogue \
                imported from the ERP, search with typo tolerance, product pages with live stock per \
                store, a guest checkout with UPI and cards, and a launch before the festive sale. \
                Two-week sprints, automated tests, deployment to production and three months of support.",
        timeline: "16 weeks",
        cost: 1_500_000,
        currency: "INR",
        active_for: 9,
        lead_in: 21,
        sprints: [
            Sprint {
                title: "Catalogue foundations",
                goal: "Product data imported and browsable on the new stack",
                tasks: &[
                    task("Set up the storefront repository and CI", "Chore", LEAD,
                        "Create the Next.js storefront with linting, unit tests and a preview deployment for every pull request. Merges to main deploy to staging automatically."),
                    task("Import 4,800 products from the ERP export", "Feature", BACKEND,
                        "Nightly import of the ERP's CSV export into the commerce back end, with sizes and colours mapped to variants. Rejected rows go to a report the merchandising team can fix."),
                    task("Design the category pages and filters", "Design", DESIGN,
                        "Wireframes and mock-ups for category pages with filters for size, colour, price and brand. Tested with five Verma Retail customers before sign-off."),
                    task("Build category pages with faceted filters", "Feature", FRONTEND,
                        "Server-rendered category pages with the filters kept in the URL, so a filtered view can be shared and indexed. Includes the empty and loading states."),
                    task("Responsive product images from the CDN", "Feature", BACKEND,
                        "Product photos are converted to WebP and AVIF in four widths at upload and served from the CDN. Cuts the image weight of listing pages by about 70%."),
                    task("Fix rounding on 3-for-2 offers", "Bug", BACKEND,
                        "Multi-buy offers showed totals a rupee off because the discount was rounded per item. It is now rounded once on the line total, as the stores' tills do."),
                ],
            },
            Sprint {
                title: "Search and product pages",
                goal: "Customers find a product and see everything they need to choose it",
                tasks: &[
                    task("Design the product detail page", "Design", DESIGN,
                        "Gallery, size guide, stock by store and delivery estimate on one page, designed for phones first. Signed off by Asha's team in the design review."),
                    task("Search with typo tolerance and synonyms", "Feature", BACKEND,
                        "Index the catalogue in the search service with the merchandising team's synonyms, so \"sofa\" also finds couches. Changes reach the index within a minute of an import."),
                    task("Build the product detail page", "Feature", FRONTEND,
                        "The approved design with structured data for search engines and a sticky add-to-cart bar on phones."),
                    task("Show live stock per store", "Feature", BACKEND,
                        "Read stock levels from the stores' inventory API every five minutes and show where a product can be picked up today."),
                    task("Accessibility audit of listing and product pages", "Test", QA,
                        "Keyboard, screen reader and contrast checks against WCAG 2.1 AA, with axe and by hand. Each issue is filed with a screenshot and the failing criterion."),
                    task("Fix new arrivals missing from search", "Bug", BACKEND,
                        "Products imported after midnight were not searchable until the weekly reindex. The import now sends each change to the index as it lands."),
                ],
            },
            Sprint {
                title: "Cart and checkout",
                goal: "A guest can pay for an order on a phone in under two minutes",
                tasks: &[
                    task("Design the cart and checkout flow", "Design", DESIGN,
                        "A three-step checkout (address, delivery, payment) with the order summary always in view. Prototype tested with six shoppers on their own phones."),
                    task("Build the cart with saved items", "Feature", FRONTEND,
                        "Cart drawer with quantity changes, saved-for-later items and prices checked against the back end on every change."),
                    task("Integrate Razorpay for UPI and cards", "Feature", BACKEND,
                        "Payments through Razorpay with UPI, cards and net banking, confirmed by signed webhooks so an order is never marked paid twice."),
                    task("Build the guest checkout form", "Feature", FRONTEND,
                        "Address form with PIN-code lookup, inline validation and autofill hints. An account is offered only after payment."),
                    task("Send order confirmation emails", "Feature", BACKEND,
                        "Branded confirmation and dispatch emails with the order's items, delivery estimate and invoice attached as a PDF."),
                    task("Apply discount codes at checkout", "Feature", BACKEND,
                        "Marketing wants the Diwali campaign's codes to work online too: percentage and fixed-amount codes with an expiry and a limit per customer."),
                ],
            },
            Sprint {
                title: "Launch readiness",
                goal: "Load-tested, monitored and live before the festive sale",
                tasks: &[
                    task("Redeem gift cards at checkout", "Feature", BACKEND,
                        "Verma Retail gift cards accepted online, alone or with a card payment, as Asha asked in the statement-of-work updates. Balances are checked with the gift-card provider."),
                    task("Load test checkout at 500 orders a minute", "Test", QA,
                        "Replay a festive-sale traffic profile against staging and fix whatever gives way first. The target is under 2 seconds for 95% of checkout requests."),
                    task("Redirect the old store's URLs", "Chore", BACKEND,
                        "Permanent redirects from the 2,300 product and category URLs of the old store to the new ones, so search rankings carry over."),
                    task("Production monitoring and on-call runbook", "Chore", LEAD,
                        "Uptime checks, error tracking and alerts on failed payments, with a runbook the on-call engineer can follow in the middle of the night."),
                ],
            },
        ],
        goals: [
            goal("Approve the catalogue structure",
                "Categories, filters and the product data model agreed with merchandising, so the import could start."),
            goal("Checkout in under two minutes on a phone",
                "Measured with shoppers on their own phones, from cart to payment confirmation."),
            goal("Go live before the festive sale",
                "The new store serves all traffic two weeks before the sale, with the old one kept as a fallback."),
        ],
        milestones: [
            milestone("Kick-off and discovery", "Signed at kick-off: discovery workshop, catalogue audit and architecture.", 25),
            milestone("Catalogue and search delivered", "Category pages, search and product pages accepted on staging.", 40),
            milestone("Storefront go-live", "The new store live in production, with the old one retired.", 35),
        ],
        spike: "Spike: search served from the database alone",
    },
    Project {
        title: "Inventory Mobile App",
        summary: "An Android app for Verma Retail's store staff: stock counts, deliveries and transfers, online or off.",
        scope: "Store staff count stock, check in deliveries and move stock between stores with a \
                barcode-scanning app that works without a signal and syncs when it returns. Rolled out \
                to all 14 stores, replacing the paper forms. Two-week sprints, device testing on the \
                stores' phones and three months of support.",
        timeline: "14 weeks",
        cost: 2_000_000,
        currency: "INR",
        active_for: 6,
        lead_in: 14,
        sprints: [
            Sprint {
                title: "Scanning and offline counts",
                goal: "Store staff can scan and count stock with or without a signal",
                tasks: &[
                    task("Set up the React Native project and build pipeline", "Chore", LEAD,
                        "Expo project with TypeScript, over-the-air updates and signed Android builds from CI, shipped to the pilot store through the Play Console's internal track."),
                    task("Design the stock count screens", "Design", DESIGN,
                        "Flows for starting a count, scanning shelf by shelf and reviewing differences. Tested with two store managers on the shop floor."),
                    task("Barcode scanning with the camera", "Feature", FRONTEND,
                        "EAN-13 and QR codes read with the phone's camera, a vibration on each read, and manual entry when a label is damaged."),
                    task("Stock count API", "Feature", BACKEND,
                        "Endpoints to start, update and submit a count per store, with every change recorded against the staff member who made it."),
                    task("Offline storage and sync queue", "Feature", BACKEND,
                        "Counts are saved on the phone first and sent when a connection returns. Two counts of one shelf are settled by the latest."),
                    task("Fix the scanner freezing on low-end phones", "Bug", FRONTEND,
                        "The camera preview froze after about 40 scans on the pilot store's older phones. Frames are now read at a lower resolution and released after each scan."),
                ],
            },
            Sprint {
                title: "Receiving deliveries",
                goal: "Deliveries are checked in against purchase orders on the app",
                tasks: &[
                    task("Design the goods-received flow", "Design", DESIGN,
                        "Scan the delivery note, tick off cartons, record shortages and damage. Walked through with the warehouse team before build."),
                    task("Look up purchase orders by delivery note", "Feature", BACKEND,
                        "Scanning a supplier's delivery note finds the open purchase order in the ERP, with the quantities expected per item."),
                    task("Goods-received screen with differences", "Feature", FRONTEND,
                        "Expected and received quantities side by side, differences highlighted, and a summary to confirm before the stock is booked in."),
                    task("Photos of damaged items", "Feature", FRONTEND,
                        "Staff photograph damaged cartons; the photos are compressed on the phone and attached to the delivery for the supplier claim."),
                    task("Test plan for poor-signal cases", "Test", QA,
                        "Scenarios for a signal lost mid-count, a phone restarted mid-sync and two phones counting one aisle, run on the five supported phone models."),
                    task("Fix duplicate lines after a sync retry", "Bug", BACKEND,
                        "A sync that timed out sent the same count twice. Each change now carries an id the API uses to ignore repeats."),
                ],
            },
            Sprint {
                title: "Transfers between stores",
                goal: "Stores move stock between them with a manager's approval",
                tasks: &[
                    task("Design stock transfer requests", "Design", DESIGN,
                        "How a store asks another for stock, how a manager approves it and how both sides see where it is."),
                    task("Transfer request API with approvals", "Feature", BACKEND,
                        "Requests, approvals and dispatch recorded per transfer, with stock moved between stores only once the receiving store confirms."),
                    task("Staff sign-in with a store PIN", "Feature", FRONTEND,
                        "Shared store phones: staff pick their name and enter a PIN, and the app signs them out after ten idle minutes."),
                    task("Transfer screens for both stores", "Feature", FRONTEND,
                        "The sending store picks and scans what leaves; the receiving store scans what arrives. Differences go back to the manager."),
                    task("Push notifications for approvals", "Feature", BACKEND,
                        "Managers get a notification when a transfer waits for them, and the requester when it is approved or refused."),
                    task("Show the last sync time on every screen", "Feature", FRONTEND,
                        "Store managers asked to see at a glance whether a phone has sent its counts. A banner appears when the last sync is over an hour old."),
                ],
            },
            Sprint {
                title: "Rollout to all stores",
                goal: "All 14 stores on the app and the paper forms retired",
                tasks: &[
                    task("Device enrolment and app distribution", "Chore", LEAD,
                        "Enrol the stores' phones in device management so the app installs and updates itself, and a lost phone can be wiped."),
                    task("Training guide and in-app tips", "Design", DESIGN,
                        "A one-page guide per task and tips on first use, in English and Hindi, written with the pilot store's staff."),
                    task("Regression run on the supported phones", "Test", QA,
                        "The full test plan on the five phone models the stores use, before the release goes to every store."),
                    task("Crash and performance reporting", "Chore", BACKEND,
                        "Crash reports and slow-screen traces from every phone, with an alert when a release's crash rate passes 1%."),
                ],
            },
        ],
        goals: [
            goal("Pilot store counting on the app",
                "The Indiranagar store's weekly count done on the app, offline included."),
            goal("Replace the paper transfer forms",
                "Transfers between stores requested, approved and received on the app only."),
            goal("All 14 stores live",
                "Every store counting, receiving and transferring on the app, with staff trained."),
        ],
        milestones: [
            milestone("Kick-off and prototype", "Signed at kick-off: store visits, clickable prototype and architecture.", 30),
            milestone("Pilot store release", "Counts and deliveries in use at the pilot store.", 40),
            milestone("Rollout to all stores", "The app live in all 14 stores.", 30),
        ],
        spike: "Spike: Bluetooth handheld scanners",
    },
    Project {
        title: "Bookings Platform",
        summary: "Direct online bookings for Martin & Fils' guesthouses and wine tours, with a back office for the front desk.",
        scope: "Guests book rooms and wine tours on Martin & Fils' own site, in French and English, and \
                pay a deposit online; availability stays in step with Booking.com. The front desk runs \
                arrivals, manual bookings and refunds from a back office. Two-week sprints, automated \
                tests, deployment and three months of support.",
        timeline: "16 weeks",
        cost: 24_000,
        currency: "EUR",
        active_for: 11,
        lead_in: 18,
        sprints: [
            Sprint {
                title: "Availability and rates",
                goal: "Rooms and tours priced and their availability read in real time",
                tasks: &[
                    task("Set up the repository, CI and staging", "Chore", LEAD,
                        "Repository with tests on every pull request and a staging site the Martin family can try after each merge."),
                    task("Model rooms, tours and seasonal rates", "Feature", BACKEND,
                        "Rooms and tours share one availability calendar. Rates vary by season, weekday and length of stay, as in the family's pricing spreadsheet."),
                    task("Design the search and availability calendar", "Design", DESIGN,
                        "Dates first, then rooms and tours that fit, with prices per night shown up front. Reviewed with Luc on a call."),
                    task("Availability calendar with blocked dates", "Feature", FRONTEND,
                        "A two-month calendar that greys out full nights and closed days and shows the minimum stay on weekends."),
                    task("Sync availability with Booking.com", "Feature", BACKEND,
                        "Import Booking.com reservations every 15 minutes and export ours through iCal, so a room is never sold twice."),
                    task("Fix tour times shown in the visitor's time zone", "Bug", BACKEND,
                        "Tours booked from abroad showed start times in the visitor's time zone. Times are now shown in French time, with the zone named."),
                ],
            },
            Sprint {
                title: "Booking and payment",
                goal: "A guest books and pays a deposit online",
                tasks: &[
                    task("Design the booking form and confirmation", "Design", DESIGN,
                        "Guest details, extras (breakfast, late check-out) and the deposit on one page, with the cancellation terms stated before payment."),
                    task("Stripe deposits and balance payments", "Feature", BACKEND,
                        "A 30% deposit at booking and the balance charged seven days before arrival, with 3-D Secure when the card asks for it."),
                    task("Multi-step booking form", "Feature", FRONTEND,
                        "The booking form in three steps with the choice kept when a guest goes back, in French and English."),
                    task("Confirmation emails in French and English", "Feature", BACKEND,
                        "Confirmation, reminder and receipt emails in the guest's language, with directions to the guesthouse and the tour's meeting point."),
                    task("End-to-end tests for booking and cancellation", "Test", QA,
                        "Browser tests for a room, a tour and both, paid with test cards including a declined one, run on every merge."),
                    task("Fix double bookings on simultaneous requests", "Bug", BACKEND,
                        "Two guests could book the last room in the same second. The booking now locks the night's availability inside the payment transaction."),
                ],
            },
            Sprint {
                title: "Front desk back office",
                goal: "The front desk runs the day from the back office",
                tasks: &[
                    task("Design the front desk dashboard", "Design", DESIGN,
                        "Today's arrivals, departures and tours at a glance, with the rooms still to be cleaned. Sketched with the front desk team."),
                    task("Arrivals and departures list", "Feature", FRONTEND,
                        "Today's and tomorrow's guests with their room, balance due and special requests, printable for the morning briefing."),
                    task("Manual bookings taken by phone", "Feature", BACKEND,
                        "The front desk books for a guest on the phone and sends a payment link for the deposit."),
                    task("Cancellation and refund rules", "Feature", BACKEND,
                        "Free cancellation up to 14 days before arrival and half refunded up to 7 days. Refunds go back through Stripe with the reason recorded."),
                    task("Housekeeping status per room", "Feature", FRONTEND,
                        "Housekeeping marks rooms clean from a phone, and the front desk sees which rooms are ready for early arrivals."),
                    task("Export bookings for the accountant", "Feature", BACKEND,
                        "A monthly CSV of bookings, deposits and refunds in the format the accountant's software imports."),
                ],
            },
            Sprint {
                title: "Launch for the harvest season",
                goal: "Direct bookings open before the harvest season",
                tasks: &[
                    task("Move the spreadsheet's reservations across", "Chore", BACKEND,
                        "Import the 180 future reservations from the family's spreadsheet, checked one by one with the front desk."),
                    task("A page for each tour with structured data", "Feature", FRONTEND,
                        "Each wine tour gets its own page with photos, the programme and event markup, so search engines show dates and prices."),
                    task("Security review of payments and accounts", "Test", LEAD,
                        "Review of the payment flow, staff accounts and stored guest data, with the fixes done before launch."),
                    task("Acceptance testing with the front desk", "Test", QA,
                        "A week of real bookings on staging made by the front desk, with every question answered before go-live."),
                ],
            },
        ],
        goals: [
            goal("Sign off the pricing rules",
                "Seasons, weekday rates and minimum stays agreed with Luc and modelled as in his spreadsheet."),
            goal("Front desk off the spreadsheet",
                "Arrivals, manual bookings and refunds handled in the back office only."),
            goal("Direct bookings live for the harvest",
                "Guests booking and paying on the Martin & Fils site before the harvest season starts."),
        ],
        milestones: [
            milestone("Kick-off and discovery", "Signed at kick-off: discovery, pricing model and design.", 25),
            milestone("Online booking delivered", "Booking and payment accepted on staging.", 40),
            milestone("Launch", "Direct bookings live with the reservations moved across.", 35),
        ],
        spike: "Spike: a channel manager instead of iCal",
    },
    Project {
        title: "Patient Portal",
        summary: "A secure portal where Okafor Health's patients book appointments, read results and message their clinic.",
        scope: "Patients sign up with a code from their clinic, book and move appointments, read lab \
                results once a clinician releases them and message their care team. Every access is \
                logged for the privacy officer. Two-week sprints, accessibility testing with patients, \
                a penetration test and a pilot in three clinics.",
        timeline: "20 weeks",
        cost: 30_000,
        currency: "USD",
        active_for: 8,
        lead_in: 25,
        sprints: [
            Sprint {
                title: "Secure sign-up and access",
                goal: "Patients sign in safely and see their own record only",
                tasks: &[
                    task("Set up the repository, CI and encrypted hosting", "Chore", LEAD,
                        "Staging and production defined as code, with encryption at rest, private networking and backups kept for 35 days."),
                    task("Design sign-up and identity check", "Design", DESIGN,
                        "Sign-up with the code from the clinic letter and the patient's date of birth, in plain language, tested with older patients."),
                    task("Patient sign-up with a clinic code", "Feature", BACKEND,
                        "Patients register with their clinic code and date of birth. Five wrong tries lock the code for an hour."),
                    task("Two-factor sign-in by SMS", "Feature", BACKEND,
                        "A one-time code by SMS at each sign-in from a new device, with backup codes for patients who change numbers."),
                    task("Audit log of record access", "Feature", BACKEND,
                        "Every view of a patient's record is logged with who and when, and the privacy officer can export the log."),
                    task("Fix sessions left open on clinic kiosks", "Bug", FRONTEND,
                        "Closing the tab kept the session alive on the waiting-room kiosks. Sessions now end after 15 idle minutes, with a warning a minute before."),
                ],
            },
            Sprint {
                title: "Appointments",
                goal: "Patients book, move and cancel appointments online",
                tasks: &[
                    task("Design the appointment booking flow", "Design", DESIGN,
                        "Choose a clinic, a service and a time, with the clinician's name and the wait shown before confirming."),
                    task("Read clinicians' free slots from the practice system", "Feature", BACKEND,
                        "Import each clinician's free slots from the practice management system's HL7 feed every five minutes."),
                    task("Book, move and cancel appointments", "Feature", FRONTEND,
                        "Booking, rescheduling and cancelling in a few taps, with the change confirmed on screen and by email."),
                    task("SMS and email reminders", "Feature", BACKEND,
                        "Reminders 48 hours and 2 hours before an appointment, with a link to move it. Patients choose the channel."),
                    task("Screen reader testing with patients", "Test", QA,
                        "Sessions with three patients who use screen readers, on NVDA and VoiceOver. Every blocker is fixed before release."),
                    task("Fix reminders sent for cancelled appointments", "Bug", BACKEND,
                        "Cancelling did not withdraw queued reminders. Each reminder now checks the appointment's status just before it is sent."),
                ],
            },
            Sprint {
                title: "Results and messages",
                goal: "Patients read their lab results and message their clinic",
                tasks: &[
                    task("Design the results and messages screens", "Design", DESIGN,
                        "Results with plain-language notes and a calm layout for abnormal values; messages grouped by conversation with the care team."),
                    task("Lab results with reference ranges", "Feature", FRONTEND,
                        "Released results shown with the lab's reference range and the clinician's note. Nothing appears before a clinician releases it."),
                    task("Secure messaging API", "Feature", BACKEND,
                        "Messages between patients and their care team, encrypted at rest, with replies routed to the clinic's shared inbox."),
                    task("Message inbox for patients", "Feature", FRONTEND,
                        "An inbox with unread counts, replies in the thread and a notice of when the clinic usually answers."),
                    task("Scan attachments for malware", "Feature", BACKEND,
                        "Photos and documents patients attach are scanned before any clinician opens them; infected files are refused with a clear message."),
                    task("Download results as a PDF", "Feature", BACKEND,
                        "Patients asked to share results with a specialist outside the group. A PDF with the clinic's letterhead and the reference ranges."),
                ],
            },
            Sprint {
                title: "Pilot in three clinics",
                goal: "Three clinics live with their patients invited",
                tasks: &[
                    task("Penetration test and fixes", "Test", QA,
                        "An outside firm tests the portal for a week; every high and medium finding is fixed and retested before invitations go out."),
                    task("Invitation letters with sign-up codes", "Feature", BACKEND,
                        "Letters and SMS invitations with each patient's sign-up code, sent in batches the clinics can handle."),
                    task("Help pages and a guide for clinic staff", "Design", DESIGN,
                        "Answers to the questions reception desks will hear, and a short guide for staff helping patients sign up."),
                    task("Pilot support rota and incident runbook", "Chore", LEAD,
                        "Who answers when, how an incident is raised with the clinics, and how patients are told if the portal is down."),
                ],
            },
        ],
        goals: [
            goal("Pass the data protection review",
                "The privacy officer's review of access, logging and storage passed before any patient data was loaded."),
            goal("Results online within a day of release",
                "Lab results visible to patients within 24 hours of a clinician releasing them."),
            goal("Pilot in three clinics",
                "Patients of three clinics invited, with support in place."),
        ],
        milestones: [
            milestone("Kick-off and security design", "Signed at kick-off: discovery, threat model and design.", 25),
            milestone("Appointments live", "Sign-up and appointments accepted by the clinics.", 40),
            milestone("Pilot clinics", "The portal live in three clinics.", 35),
        ],
        spike: "Spike: video consultations in the browser",
    },
    Project {
        title: "Analytics Dashboard",
        summary: "Operations dashboards for Okafor Health's clinic managers: occupancy, waiting times and no-shows.",
        scope: "Appointment and clinic data is loaded into a warehouse every night and checked; managers \
                see occupancy, waiting times and no-shows per clinic, with alerts when a figure goes \
                out of range, and the monthly board pack comes straight from the dashboards. Two-week \
                sprints, metric definitions agreed with the clinics and a handover with documentation.",
        timeline: "12 weeks",
        cost: 36_000,
        currency: "USD",
        active_for: 7,
        lead_in: 10,
        sprints: [
            Sprint {
                title: "Data pipeline",
                goal: "Clinic data lands in the warehouse every night, checked",
                tasks: &[
                    task("Set up the warehouse and dbt project", "Chore", LEAD,
                        "A PostgreSQL warehouse with dbt models under version control. Each pull request builds the models against a copy of yesterday's data."),
                    task("Extract appointments from the practice system", "Feature", BACKEND,
                        "A nightly extract of appointments, arrivals and cancellations from the practice system, loaded without patient names."),
                    task("Agree metric definitions with clinic managers", "Chore", LEAD,
                        "How no-shows, waiting time and occupancy are counted, written down with four clinic managers so every chart means the same to everyone."),
                    task("Data quality checks on every load", "Test", QA,
                        "Row counts, missing keys and impossible dates are checked after each load. A failed check holds the dashboards back and alerts the team."),
                    task("Design the dashboard layout", "Design", DESIGN,
                        "One page per clinic and one for the group, with the week's figures first and the trends below."),
                    task("Fix patients counted twice after record merges", "Bug", BACKEND,
                        "Patients whose records were merged in the practice system appeared twice. The extract now follows merges to the surviving record."),
                ],
            },
            Sprint {
                title: "Operations dashboards",
                goal: "Managers see each clinic's week at a glance",
                tasks: &[
                    task("Clinic occupancy chart", "Feature", FRONTEND,
                        "Booked and available clinician hours per day and clinic, with the week's occupancy against its target."),
                    task("Waiting time by hour and clinician", "Feature", FRONTEND,
                        "Median and longest waits from arrival to being seen, by hour of the day, so managers can see where the queue builds."),
                    task("No-show model with a weekly trend", "Feature", BACKEND,
                        "No-shows per clinic and service as agreed in the definitions, with the last twelve weeks' trend."),
                    task("Filters by clinic, service and dates", "Feature", FRONTEND,
                        "Filters kept in the URL, so a manager can send a colleague exactly the view they are looking at."),
                    task("Accessible chart colours and data tables", "Design", DESIGN,
                        "A palette that works for colour-blind readers and a data table under every chart for screen readers."),
                    task("Fix weekly totals not matching the practice system", "Bug", BACKEND,
                        "Weekly totals were short by the walk-in appointments the extract skipped. Walk-ins are now included and labelled as such."),
                ],
            },
            Sprint {
                title: "Access and alerts",
                goal: "The right people see the right clinics and hear when something is off",
                tasks: &[
                    task("Role-based access by clinic", "Feature", BACKEND,
                        "Clinic managers see their own clinic, regional leads their region, the executive team everything."),
                    task("Design the alert settings", "Design", DESIGN,
                        "Managers choose which figures alert them, the thresholds and how often, without a flood of emails."),
                    task("Single sign-on with Microsoft 365", "Feature", BACKEND,
                        "Staff sign in with their Okafor Health accounts; leavers lose access when their account is disabled."),
                    task("Threshold alerts by email", "Feature", BACKEND,
                        "A morning email when a clinic's waiting time or no-show rate passed its threshold the day before."),
                    task("Dashboards load in under two seconds", "Feature", FRONTEND,
                        "The weekly views are pre-aggregated and cached per clinic. The slowest dashboard took six seconds on the clinics' network."),
                    task("Export charts to PowerPoint", "Feature", FRONTEND,
                        "The board pack is still pasted together by hand. Managers want any chart exported as a slide with its title and date range."),
                ],
            },
            Sprint {
                title: "Board reporting",
                goal: "The monthly board pack comes straight from the dashboards",
                tasks: &[
                    task("Monthly board pack template", "Design", DESIGN,
                        "The board's usual twelve pages rebuilt as a template filled from the dashboards, reviewed with the chief operating officer."),
                    task("Scheduled PDF reports", "Feature", BACKEND,
                        "The board pack and each clinic's weekly summary generated as PDFs and emailed on a schedule."),
                    task("Acceptance testing with clinic managers", "Test", QA,
                        "Four managers check a month of figures against their own records; any difference is explained or fixed."),
                    task("Handover and data dictionary", "Chore", LEAD,
                        "A data dictionary of every table and metric, and a handover session with Okafor Health's analyst."),
                ],
            },
        ],
        goals: [
            goal("Agree the metric definitions",
                "No-shows, waiting time and occupancy defined with the clinic managers and signed off."),
            goal("Weekly operations review on the dashboards",
                "The Monday operations meeting run from the dashboards instead of spreadsheets."),
            goal("Board pack generated automatically",
                "The monthly board pack produced from the dashboards without manual work."),
        ],
        milestones: [
            milestone("Kick-off and data audit", "Signed at kick-off: data audit, metric workshop and architecture.", 30),
            milestone("Operations dashboards delivered", "Occupancy, waiting time and no-show dashboards accepted.", 35),
            milestone("Board reporting", "Scheduled reports and the board pack delivered, with the handover.", 35),
        ],
        spike: "Spike: a hosted BI tool instead of custom charts",
    },
];
