//! The scripted assistant of the public site (product.md §4), as a pure state machine: the browser keeps
//! the [`ChatState`] and calls [`step`] with each thing the visitor types or picks. Nothing is stored.
//!
//! Start -> (greeting) AskName -> (name) AskTopic -> (a topic) AskExpert -> (Yes/No) Done.
//! Input that does not fit the current question re-asks it; input once Done gets no reply.

use serde::{Deserialize, Serialize};

use crate::constants::NAME_MAX;

/// What the chat offers when asked how it can help.
pub const TOPICS: [&str; 4] = [
    "Data Solutions",
    "Web Development",
    "App Development",
    "UI/UX Design",
];
pub const YES: &str = "Yes";
pub const NO: &str = "No";
pub const CONTACT_LABEL: &str = "Contact Us";
pub const CONTACT_HREF: &str = "/contact";

/// Where the conversation stands. Serialises as `{ "step": "askTopic", "name": "Ann" }` and so on, so the
/// browser can hold it and hand it back.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(tag = "step", rename_all = "camelCase")]
pub enum ChatState {
    /// Nothing said yet.
    #[default]
    Start,
    AskName,
    AskTopic {
        name: String,
    },
    AskExpert {
        name: String,
        topic: String,
    },
    Done,
}

/// One message from the assistant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct ChatReply {
    /// Stable translation key, e.g. `chat.askName`; `params` holds the values `text` interpolates.
    pub key: String,
    /// The English text.
    pub text: String,
    pub params: ChatParams,
    /// Answers to offer as buttons (the visitor may also type them).
    pub options: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub link: Option<ChatLink>,
}

/// Values interpolated into a reply's text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct ChatParams {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub topic: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct ChatLink {
    pub label: String,
    pub href: String,
}

/// A state and the replies that led to it, as one value for the browser.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct ChatStep {
    pub state: ChatState,
    pub replies: Vec<ChatReply>,
}

impl From<(ChatState, Vec<ChatReply>)> for ChatStep {
    fn from((state, replies): (ChatState, Vec<ChatReply>)) -> Self {
        ChatStep { state, replies }
    }
}

fn reply(key: &str, text: String) -> ChatReply {
    ChatReply {
        key: key.to_owned(),
        text,
        params: ChatParams::default(),
        options: Vec::new(),
        link: None,
    }
}

impl ChatReply {
    fn with_options(mut self, options: &[&str]) -> Self {
        self.options = options.iter().map(|o| (*o).to_owned()).collect();
        self
    }

    fn with_name(mut self, name: &str) -> Self {
        self.params.name = Some(name.to_owned());
        self
    }

    fn with_topic(mut self, topic: &str) -> Self {
        self.params.topic = Some(topic.to_owned());
        self
    }
}

fn ask_name() -> ChatReply {
    reply("chat.askName", "May I kindly ask for your name?".to_owned())
}

fn ask_topic(name: &str) -> ChatReply {
    reply("chat.askTopic", format!("Hi {name}, how can I help you?"))
        .with_name(name)
        .with_options(&TOPICS)
}

fn ask_expert() -> ChatReply {
    reply(
        "chat.askExpert",
        "Would you like to connect with one of our experts for personalized assistance?".to_owned(),
    )
    .with_options(&[YES, NO])
}

/// The greeting: `Hello`, then the question for the visitor's name.
pub fn start() -> (ChatState, Vec<ChatReply>) {
    (
        ChatState::AskName,
        vec![reply("chat.greeting", "Hello".to_owned()), ask_name()],
    )
}

/// The assistant's answer to `input` in `state`. Never fails: unexpected input re-asks the question.
pub fn step(state: &ChatState, input: &str) -> (ChatState, Vec<ChatReply>) {
    let input = input.trim();
    match state {
        ChatState::Start => start(),
        ChatState::AskName => match clean_name(input) {
            None => (ChatState::AskName, vec![ask_name()]),
            Some(name) => {
                let replies = vec![ask_topic(&name)];
                (ChatState::AskTopic { name }, replies)
            }
        },
        ChatState::AskTopic { name } => match TOPICS.iter().find(|t| t.eq_ignore_ascii_case(input))
        {
            Some(topic) => (
                ChatState::AskExpert {
                    name: name.clone(),
                    topic: (*topic).to_owned(),
                },
                vec![ask_expert()],
            ),
            None => (
                state.clone(),
                vec![reply(
                    "chat.pickTopic",
                    "Please choose one of these topics.".to_owned(),
                )
                .with_options(&TOPICS)],
            ),
        },
        ChatState::AskExpert { name, topic } => {
            if input.eq_ignore_ascii_case(YES) {
                let thanks = reply(
                    "chat.thanks",
                    format!(
                        "Thank you, {name}! Please fill in our contact form and one of our {topic} experts will get back to you soon."
                    ),
                )
                .with_name(name)
                .with_topic(topic);
                let mut link = reply("chat.contactLink", "Go to the contact form:".to_owned());
                link.link = Some(ChatLink {
                    label: CONTACT_LABEL.to_owned(),
                    href: CONTACT_HREF.to_owned(),
                });
                (ChatState::Done, vec![thanks, link])
            } else if input.eq_ignore_ascii_case(NO) {
                let goodbye = reply(
                    "chat.goodbye",
                    format!("Thank you for visiting, {name}. Feel free to come back whenever you need us. Have a great day!"),
                )
                .with_name(name);
                (ChatState::Done, vec![goodbye])
            } else {
                (
                    state.clone(),
                    vec![reply("chat.yesOrNo", "Please answer Yes or No.".to_owned())
                        .with_options(&[YES, NO])],
                )
            }
        }
        ChatState::Done => (ChatState::Done, Vec::new()),
    }
}

/// The visitor's name: trimmed, at most 100 characters, `None` when blank.
fn clean_name(input: &str) -> Option<String> {
    let name: String = input.chars().take(NAME_MAX).collect();
    let name = name.trim_end();
    (!name.is_empty()).then(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn texts(replies: &[ChatReply]) -> Vec<&str> {
        replies.iter().map(|r| r.text.as_str()).collect()
    }

    #[test]
    fn greeting() {
        let (state, replies) = start();
        assert_eq!(state, ChatState::AskName);
        assert_eq!(
            texts(&replies),
            ["Hello", "May I kindly ask for your name?"]
        );
        assert_eq!(step(&ChatState::Start, "anything"), start());
    }

    #[test]
    fn yes_path() {
        let (state, replies) = step(&ChatState::AskName, "  Ann  ");
        assert_eq!(state, ChatState::AskTopic { name: "Ann".into() });
        assert_eq!(texts(&replies), ["Hi Ann, how can I help you?"]);
        assert_eq!(replies[0].options, TOPICS);
        assert_eq!(replies[0].params.name.as_deref(), Some("Ann"));

        let (state, replies) = step(&state, "web development");
        assert_eq!(
            state,
            ChatState::AskExpert {
                name: "Ann".into(),
                topic: "Web Development".into()
            }
        );
        assert_eq!(
            texts(&replies),
            ["Would you like to connect with one of our experts for personalized assistance?"]
        );
        assert_eq!(replies[0].options, ["Yes", "No"]);

        let (state, replies) = step(&state, "Yes");
        assert_eq!(state, ChatState::Done);
        assert_eq!(replies.len(), 2);
        assert!(replies[0].text.starts_with("Thank you, Ann!"));
        assert!(replies[0].text.contains("contact form"));
        assert_eq!(
            replies[1].link,
            Some(ChatLink {
                label: "Contact Us".into(),
                href: "/contact".into()
            })
        );

        assert_eq!(step(&state, "hello?"), (ChatState::Done, Vec::new()));
    }

    #[test]
    fn no_path() {
        let state = ChatState::AskExpert {
            name: "Ann".into(),
            topic: "UI/UX Design".into(),
        };
        let (state, replies) = step(&state, " no ");
        assert_eq!(state, ChatState::Done);
        assert_eq!(replies.len(), 1);
        assert!(replies[0].text.starts_with("Thank you for visiting, Ann."));
        assert_eq!(replies[0].link, None);
    }

    #[test]
    fn unexpected_input_re_asks() {
        assert_eq!(
            step(&ChatState::AskName, "   "),
            (ChatState::AskName, vec![ask_name()])
        );
        let topic = ChatState::AskTopic { name: "Ann".into() };
        let (state, replies) = step(&topic, "Gardening");
        assert_eq!(state, topic);
        assert_eq!(replies[0].options, TOPICS);
        let expert = ChatState::AskExpert {
            name: "Ann".into(),
            topic: "Data Solutions".into(),
        };
        let (state, replies) = step(&expert, "maybe");
        assert_eq!(state, expert);
        assert_eq!(replies[0].options, ["Yes", "No"]);
    }

    #[test]
    fn names_are_capped() {
        let (state, _) = step(&ChatState::AskName, &"é".repeat(150));
        assert_eq!(
            state,
            ChatState::AskTopic {
                name: "é".repeat(100)
            }
        );
    }

    #[test]
    fn state_round_trips_through_json() {
        let states = [
            ChatState::Start,
            ChatState::AskName,
            ChatState::AskTopic { name: "Ann".into() },
            ChatState::AskExpert {
                name: "Ann".into(),
                topic: "Web Development".into(),
            },
            ChatState::Done,
        ];
        for state in states {
            let json = serde_json::to_string(&state).unwrap_or_default();
            assert_eq!(
                serde_json::from_str::<ChatState>(&json).ok(),
                Some(state),
                "{json}"
            );
        }
        assert_eq!(
            serde_json::to_string(&ChatState::AskTopic { name: "Ann".into() }).unwrap_or_default(),
            r#"{"step":"askTopic","name":"Ann"}"#
        );
        let link_reply = serde_json::to_value(
            &step(
                &ChatState::AskExpert {
                    name: "A".into(),
                    topic: "Web Development".into(),
                },
                "yes",
            )
            .1[1],
        )
        .unwrap_or_default();
        assert_eq!(link_reply["link"]["href"], "/contact");
        let plain = serde_json::to_value(ask_name()).unwrap_or_default();
        assert!(plain.get("link").is_none());
    }

    fn any_state() -> impl Strategy<Value = ChatState> {
        prop_oneof![
            Just(ChatState::Start),
            Just(ChatState::AskName),
            any::<String>().prop_map(|name| ChatState::AskTopic { name }),
            (any::<String>(), any::<String>())
                .prop_map(|(name, topic)| ChatState::AskExpert { name, topic }),
            Just(ChatState::Done),
        ]
    }

    fn any_input() -> impl Strategy<Value = String> {
        prop_oneof![
            any::<String>(),
            Just("Yes".to_owned()),
            Just("no".to_owned()),
            Just("Data Solutions".to_owned()),
            Just("   ".to_owned()),
        ]
    }

    proptest! {
        #[test]
        fn never_panics(state in any_state(), inputs in proptest::collection::vec(any_input(), 0..12)) {
            let mut state = state;
            for input in &inputs {
                let (next, replies) = step(&state, input);
                if state == ChatState::Done {
                    prop_assert!(replies.is_empty());
                    prop_assert_eq!(&next, &ChatState::Done);
                } else {
                    prop_assert!(!replies.is_empty());
                }
                state = next;
            }
        }

        #[test]
        fn the_script_always_ends_in_done(inputs in proptest::collection::vec(any_input(), 0..12), answer in prop_oneof![Just("Yes"), Just("No")]) {
            let (mut state, _) = start();
            for input in &inputs {
                state = step(&state, input).0;
            }
            for input in ["Ann", "App Development", answer] {
                state = step(&state, input).0;
            }
            prop_assert_eq!(state, ChatState::Done);
        }

        #[test]
        fn names_are_trimmed_and_capped(name in any::<String>()) {
            if let (ChatState::AskTopic { name: kept }, _) = step(&ChatState::AskName, &name) {
                prop_assert!(!kept.is_empty());
                prop_assert!(kept.chars().count() <= NAME_MAX);
                prop_assert_eq!(kept.trim(), kept.as_str());
            } else {
                prop_assert!(name.trim().is_empty());
            }
        }
    }
}
