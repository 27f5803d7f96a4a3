//! `site <dist>`: builds the static site from `index.html` into `<dist>`: every
//! `<link data-site …>` tag in it (see [`template`]) is carried out and replaced by the tags
//! the page needs. `scripts/build.sh` runs it, then `prerender <dist>` writes every route's page.
//!
//! Why not Trunk, which did this until session 14: on a fresh machine `cargo install trunk`
//! compiled several hundred crates (an HTTP server, a TLS stack, a CSS minifier) for the five
//! things this file does, and that install was the longest part of the test command's set-up
//! (BENCHMARKS.md, "The test command"). Here wasm-bindgen is a library at the exact version the
//! app links, and wasm-opt is binaryen from npm (package.json).
//!
//! How the page starts the app (`start.js`): every route's HTML already holds its view, so the
//! app's script and WebAssembly are fetched only after that HTML has painted, side by side, with
//! no preload in the head. Lighthouse's simulated Largest Contentful Paint counts every request
//! that starts before the paint, so a preloaded 1.6 MB WebAssembly made a text paint at 0.16 s
//! count as 1.7 s. A page in a background tab, where animation frames wait, starts after a
//! second anyway. A failed import rejects, and index.html's handler shows the failure message.

mod template;

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsString;
use std::fs;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode};

use template::{BinKind, Directive, RustBin, Template};

const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// binaryen's version in package.json; Debian's binaryen 108 cannot read rustc 1.95's output.
const WASM_OPT_VERSION: &str = "wasm-opt version 132";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("site: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let [dist] = args.as_slice() else {
        return Err("usage: site <dist directory> (run from the workspace root)".to_owned());
    };
    let dist = PathBuf::from(dist);
    let template = Template::parse(&read_text(Path::new("index.html"))?)?;
    let target_dir = target_dir()?;
    // Everything is written to a staging folder first, so a failed build leaves the last good
    // site in place rather than half of a new one.
    let staging = dist.with_extension("staging");
    remove_dir(&staging)?;
    fs::create_dir_all(&staging)
        .map_err(|e| format!("cannot create {}: {e}", staging.display()))?;
    let mut tags = Vec::new();
    // Each binary's wasm-opt runs while the next binary compiles: binaryen from npm is
    // single-threaded JavaScript, 58 s on the app and 39 s on the worker here, one after the
    // other until session 16 (BENCHMARKS.md, "The test command"). Its tag is filled in after.
    let mut optimising = Vec::new();
    for directive in template.directives() {
        tags.push(match directive {
            Directive::Icon(source) => {
                let name = copy_hashed(source, &staging)?;
                format!(r#"<link rel="icon" href="./{name}">"#)
            }
            Directive::Css(source) => {
                let name = copy_hashed(source, &staging)?;
                format!(r#"<link rel="stylesheet" href="./{name}">"#)
            }
            Directive::CopyDir(source) => {
                copy_dir(source, &staging.join(file_name(source)?))?;
                String::new()
            }
            Directive::CopyFile(source) => {
                copy(source, &staging.join(file_name(source)?))?;
                String::new()
            }
            Directive::Rust(bin) => {
                optimising.push((tags.len(), build_wasm(bin, &target_dir)?));
                String::new()
            }
        });
    }
    for (tag, wasm) in optimising {
        tags[tag] = wasm.finish(&staging)?;
    }
    fs::write(staging.join("index.html"), template.render(&tags))
        .map_err(|e| format!("cannot write index.html: {e}"))?;
    remove_dir(&dist)?;
    fs::rename(&staging, &dist).map_err(|e| {
        format!(
            "cannot move {} to {}: {e}",
            staging.display(),
            dist.display()
        )
    })?;
    eprintln!("site: built {}", dist.display());
    Ok(())
}

/// A binary compiled and given its glue, with wasm-opt running on it.
struct Optimising<'a> {
    bin: &'a RustBin,
    js: PathBuf,
    optimised: PathBuf,
    wasm_opt: Child,
}

/// Compiles `bin` to WebAssembly, makes its JavaScript glue and starts wasm-opt on it.
fn build_wasm<'a>(bin: &'a RustBin, target_dir: &Path) -> Result<Optimising<'a>, String> {
    eprintln!("site: compiling {} ({} profile)", bin.bin, bin.profile);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build.args([
        "build",
        "--locked",
        "--target",
        WASM_TARGET,
        "--profile",
        &bin.profile,
    ]);
    build
        .arg("--manifest-path")
        .arg(&bin.manifest)
        .args(["--bin", &bin.bin]);
    run_command(&mut build)?;
    let profile_dir = if bin.profile == "dev" {
        "debug"
    } else {
        &bin.profile
    };
    let wasm = target_dir
        .join(WASM_TARGET)
        .join(profile_dir)
        .join(format!("{}.wasm", bin.bin));

    let glue = target_dir.join("site").join(&bin.bin);
    remove_dir(&glue)?;
    let mut bindgen = wasm_bindgen_cli_support::Bindgen::new();
    bindgen
        .input_path(&wasm)
        .out_name(&bin.bin)
        .typescript(false);
    match bin.kind {
        BinKind::Main => bindgen.web(true),
        BinKind::Worker => bindgen.no_modules(true),
    }
    .and_then(|b| b.generate(&glue))
    .map_err(|e| format!("wasm-bindgen on {}: {e:#}", wasm.display()))?;

    let js = glue.join(format!("{}.js", bin.bin));
    let optimised = glue.join(format!("{}_bg.opt.wasm", bin.bin));
    eprintln!("site: wasm-opt -O{} on {}", bin.wasm_opt, bin.bin);
    let wasm_opt = start_command(
        Command::new("wasm-opt")
            .arg(format!("-O{}", bin.wasm_opt))
            .arg("--output")
            .arg(&optimised)
            .arg(glue.join(format!("{}_bg.wasm", bin.bin))),
    )?;
    Ok(Optimising {
        bin,
        js,
        optimised,
        wasm_opt,
    })
}

impl Optimising<'_> {
    /// Waits for wasm-opt, puts the binary and its glue into `staging`, and returns the tag the
    /// page needs for it (none for a worker, which its loader names).
    fn finish(self, staging: &Path) -> Result<String, String> {
        let Self {
            bin,
            js,
            optimised,
            mut wasm_opt,
        } = self;
        let status = wasm_opt
            .wait()
            .map_err(|e| format!("wasm-opt on {}: {e}", bin.bin))?;
        if !status.success() {
            return Err(format!("wasm-opt on {} failed ({status})", bin.bin));
        }
        finish_wasm(bin, &js, &optimised, staging)
    }
}

fn finish_wasm(
    bin: &RustBin,
    js: &Path,
    optimised: &Path,
    staging: &Path,
) -> Result<String, String> {
    match bin.kind {
        BinKind::Main => {
            // Content-hashed names: a host may cache them for ever, and a new build is fetched.
            let (js_bytes, wasm_bytes) = (read(js)?, read(optimised)?);
            let hash = content_hash(&[&js_bytes, &wasm_bytes]);
            let (js_name, wasm_name) = (
                format!("{}-{hash}.js", bin.bin),
                format!("{}-{hash}_bg.wasm", bin.bin),
            );
            write(&staging.join(&js_name), &js_bytes)?;
            write(&staging.join(&wasm_name), &wasm_bytes)?;
            Ok(include_str!("start.js")
                .trim_end()
                .replace("{js}", &js_name)
                .replace("{wasm}", &wasm_name))
        }
        BinKind::Worker => {
            copy(js, &staging.join(format!("{}.js", bin.bin)))?;
            copy(optimised, &staging.join(format!("{}_bg.wasm", bin.bin)))?;
            Ok(String::new())
        }
    }
}

/// Cargo's target directory, as cargo itself reports it (CARGO_TARGET_DIR, config, default).
fn target_dir() -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--locked"])
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let metadata: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(|e| format!("cargo metadata: {e}"))?;
    metadata["target_directory"]
        .as_str()
        .map(PathBuf::from)
        .ok_or_else(|| "cargo metadata gave no target_directory".to_owned())
}

/// Runs a tool and checks that it succeeded.
fn run_command(command: &mut Command) -> Result<(), String> {
    let program = command.get_program().to_string_lossy().into_owned();
    let status = start_command(command)?
        .wait()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{program} failed ({status})"))
    }
}

/// Starts a tool; wasm-opt must be binaryen's pinned version.
fn start_command(command: &mut Command) -> Result<Child, String> {
    let program = command.get_program().to_string_lossy().into_owned();
    if program == "wasm-opt" {
        let version = Command::new("wasm-opt").arg("--version").output();
        let version = version
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        if !version.starts_with(WASM_OPT_VERSION) {
            return Err(format!(
                "wasm-opt on PATH is {:?}, not {WASM_OPT_VERSION}: run scripts/setup.sh and source scripts/env.sh",
                version.trim()
            ));
        }
    }
    command
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))
}

/// 16 hex digits of a hash of `parts` (std's SipHash with fixed keys: the same bytes give the
/// same name on every build).
fn content_hash(parts: &[&[u8]]) -> String {
    let mut hasher = DefaultHasher::new();
    for part in parts {
        hasher.write(part);
    }
    format!("{:016x}", hasher.finish())
}

/// Copies `source` into `dir` as `<stem>-<hash>.<extension>` and returns that name.
fn copy_hashed(source: &Path, dir: &Path) -> Result<String, String> {
    let bytes = read(source)?;
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("{}: no file name", source.display()))?;
    let extension = source.extension().and_then(|s| s.to_str()).unwrap_or("");
    let name = format!("{stem}-{}.{extension}", content_hash(&[&bytes]));
    write(&dir.join(&name), &bytes)?;
    Ok(name)
}

fn copy_dir(source: &Path, to: &Path) -> Result<(), String> {
    fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let entries =
        fs::read_dir(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read {}: {e}", source.display()))?
            .path();
        let destination = to.join(file_name(&path)?);
        if path.is_dir() {
            copy_dir(&path, &destination)?
        } else {
            copy(&path, &destination)?
        }
    }
    Ok(())
}

fn file_name(path: &Path) -> Result<&std::ffi::OsStr, String> {
    path.file_name()
        .ok_or_else(|| format!("{}: no file name", path.display()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn remove_dir(path: &Path) -> Result<(), String> {
    match fs::remove_dir_all(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("cannot remove {}: {e}", path.display()))
        }
        _ => Ok(()),
    }
}
