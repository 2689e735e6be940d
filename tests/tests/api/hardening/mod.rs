//! Abuse and bad input: parallel guessing, locking others out, forged proxy headers, password
//! change guessing, control characters, numbers where text was expected, private responses,
//! clients' write budgets and concurrent adds.

mod input;
mod sign_in;
mod threads;
