//! Output helpers shared by every subcommand: the only place that writes to stdout and stderr.
//!
//! `println!` panics when stdout cannot be written (`snipelab coins > /dev/full` used to exit
//! 101, issue 18); [`outln!`] turns the write error into the usual one-line error and exit 2
//! instead. `main.rs` denies `clippy::print_stdout` and `clippy::print_stderr`, so a new
//! subcommand cannot slip a `println!` back in.

use std::fmt;
use std::io::{IsTerminal, Read, Write};
use std::path::Path;
use std::time::Instant;

use serde::Serialize;
use snipelab_core::progress::{Flow, Progress};

/// What a subcommand returns: `Err` holds the one-line message `main` prints before exiting 2.
pub type CliResult = Result<(), String>;

/// `println!` for subcommands: writes one line to stdout and, if that fails, returns
/// `Err("cannot write to standard output: …")` from the calling function (which must return
/// `Result<_, String>`).
macro_rules! outln {
    () => {
        $crate::out::write_line(format_args!(""))?
    };
    ($($arg:tt)*) => {
        $crate::out::write_line(format_args!($($arg)*))?
    };
}
pub(crate) use outln;

/// Writes `text` and a newline to stdout; the error is the one-line message for `main`.
pub fn write_line(text: fmt::Arguments) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_fmt(text)
        .and_then(|()| stdout.write_all(b"\n"))
        .map_err(stdout_error)
}

/// Flushes stdout (what is still buffered when a subcommand returns), so that a full disk is an
/// error rather than output silently lost at exit.
pub fn flush() -> CliResult {
    std::io::stdout().flush().map_err(stdout_error)
}

fn stdout_error(error: std::io::Error) -> String {
    format!("cannot write to standard output: {error}")
}

/// Prints `value` as pretty JSON on stdout. The JSON shapes are a stable interface: add fields,
/// never rename or remove them.
pub fn print_json<T: Serialize>(value: &T) -> CliResult {
    let text =
        serde_json::to_string_pretty(value).map_err(|e| format!("cannot encode JSON: {e}"))?;
    outln!("{text}");
    flush()
}

/// Writes to stderr, ignoring failure: progress and error lines must never turn into a panic
/// (`eprint!` panics when stderr is closed or full).
pub fn write_stderr(text: fmt::Arguments) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_fmt(text).and_then(|()| stderr.flush());
}

/// The longest error line we print: a 10 kB option value echoed back stays one readable line.
const MAX_ERROR_CHARS: usize = 300;

/// `message` as exactly one line of at most about [`MAX_ERROR_CHARS`] characters: line breaks,
/// other control characters and the bidirectional overrides (which can come from a file name or
/// an echoed option value) are escaped by the library's one helper, `text::visible`, and the
/// middle of an over-long message is cut.
pub fn one_line(message: &str) -> String {
    let escaped = snipelab_core::text::visible(message);
    let chars: Vec<char> = escaped.chars().collect();
    if chars.len() <= MAX_ERROR_CHARS {
        return escaped;
    }
    let half = MAX_ERROR_CHARS / 2;
    let head: String = chars[..half].iter().collect();
    let tail: String = chars[chars.len() - half..].iter().collect();
    format!(
        "{head} … ({} characters cut) … {tail}",
        chars.len() - 2 * half
    )
}

/// Reads the file at `path`, refusing a directory and anything over `max_bytes`, named `what`
/// in messages ("a picture", "a program"). The limit holds while reading, not from the file's
/// metadata: a device or a pipe reports size 0 (`/dev/zero` used to be read until memory ran
/// out, issue 18).
pub fn read_limited(path: &Path, max_bytes: u64, what: &str) -> Result<Vec<u8>, String> {
    let shown = path.display();
    let cannot_read = |e: std::io::Error| format!("cannot read {shown}: {e}");
    let file = std::fs::File::open(path).map_err(cannot_read)?;
    if file.metadata().map_err(cannot_read)?.is_dir() {
        return Err(format!("{shown} is a directory, not {what}"));
    }
    let mut bytes = Vec::new();
    file.take(max_bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot_read)?;
    if bytes.len() as u64 > max_bytes {
        let limit = if max_bytes >= 1 << 20 && max_bytes.is_multiple_of(1 << 20) {
            format!("{} MiB", max_bytes >> 20)
        } else {
            format!("{max_bytes} bytes")
        };
        return Err(format!(
            "{shown}: more than {limit}, the most {what} may have"
        ));
    }
    Ok(bytes)
}

/// [`read_limited`] for text: the file must also be UTF-8.
pub fn read_text(path: &Path, max_bytes: u64, what: &str) -> Result<String, String> {
    String::from_utf8(read_limited(path, max_bytes, what)?)
        .map_err(|_| format!("{} is not UTF-8 text", path.display()))
}

/// The most threads any `--threads` accepts: beyond a few times the cores of any machine we
/// know, more threads only cost memory and start-up time (issue 18: `--threads 100000` ran for
/// ages, and a failed spawn panicked).
pub const MAX_THREADS: usize = 256;

/// The value parser of every `--threads`: a whole number from 1 to [`MAX_THREADS`].
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of threads from 1 to {MAX_THREADS}"
        )),
    }
}

/// The threads to use: as asked, or else one per core (at most [`MAX_THREADS`]).
pub fn threads(requested: Option<usize>) -> usize {
    requested.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
    })
}

/// Progress on stderr for long runs: one line rewritten at most a few times a second, shown
/// only when stderr is a terminal (so scripts and error messages stay clean). Drop it, or call
/// [`Ticker::clear`], to erase the line.
pub struct Ticker {
    show: bool,
    shown: bool,
    last: Instant,
}

impl Ticker {
    /// A ticker that shows progress if stderr is a terminal.
    pub fn new() -> Ticker {
        Ticker {
            show: std::io::stderr().is_terminal(),
            shown: false,
            last: Instant::now(),
        }
    }

    /// Erases the progress line, if one was drawn.
    pub fn clear(&mut self) {
        if self.shown {
            write_stderr(format_args!("\r{:70}\r", ""));
            self.shown = false;
        }
    }
}

impl Progress for Ticker {
    fn report(&mut self, phase: &str, done: u64, total: u64) -> Flow {
        if self.show && self.last.elapsed().as_millis() >= 250 {
            self.last = Instant::now();
            self.shown = true;
            if total > 0 {
                let percent = 100 * u128::from(done) / u128::from(total);
                write_stderr(format_args!(
                    "\r{phase}: {done} of {total} ({percent}%)      "
                ));
            } else {
                write_stderr(format_args!("\r{phase}: {done}      "));
            }
        }
        Flow::Continue
    }
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_lines_are_one_short_line() {
        assert_eq!(one_line("plain"), "plain");
        assert_eq!(one_line("a\nb\r\tc"), "a\\nb\\r\\tc");
        let long = one_line(&"x".repeat(10_000));
        assert!(long.chars().count() < MAX_ERROR_CHARS + 40, "{long}");
        assert!(long.contains("(9700 characters cut)"));
        assert_eq!(one_line("é…ü"), "é…ü");
    }

    #[test]
    fn threads_are_bounded() {
        assert_eq!(parse_threads("4"), Ok(4));
        assert_eq!(parse_threads("256"), Ok(256));
        for bad in ["0", "257", "100000", "-1", "", "x", "1e3"] {
            assert!(parse_threads(bad).is_err(), "{bad}");
        }
        assert!((1..=MAX_THREADS).contains(&threads(None)));
    }
}
