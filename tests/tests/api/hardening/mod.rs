//! Abuse and bad input: parallel guessing, locking others out, forged proxy headers, password
//! change guessing, control characters, numbers where text was expected, private responses,
//! clients' write budgets and concurrent adds.

/// A story that starts its own app (with settings of its own), on both engines.
macro_rules! engine_fns {
    ($($story:ident),+ $(,)?) => {
        $(
            mod $story {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    super::$story(portico_tests::Engine::Sqlite).await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    super::$story(portico_tests::Engine::Postgres).await;
                }
            }
        )+
    };
}

mod input;
mod sign_in;
