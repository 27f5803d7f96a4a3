//! `snipelab games`: the JSON shape of every subcommand and one-line errors with exit code 2.

use std::process::Command;

use serde_json::Value;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_snipelab"))
        .arg("games")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str]) -> Value {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    serde_json::from_str(&stdout).expect("valid JSON")
}

fn fails(args: &[&str]) -> String {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 2, "{args:?}");
    assert!(stdout.is_empty(), "{args:?}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

#[test]
fn sequence_json() {
    let v = json(&["sequence", "--game", "grundy", "--upto", "20", "--json"]);
    let values: Vec<u64> = v["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(
        values,
        [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0
        ]
    );
    assert_eq!(v["upto"], 20);
    assert!(v["max_value"].is_u64() && v["counts"].is_array() && v["zeros"].is_array());
    assert!(v["period"].is_null());

    let v = json(&["sequence", "--game", "crosses", "--upto", "300", "--json"]);
    assert_eq!(v["values"].as_array().unwrap().len(), 301);
    assert_eq!(v["period"]["period"], 34);
    assert_eq!(v["period"]["proven"], true);

    let v = json(&[
        "sequence",
        "--game",
        "subtraction",
        "--set",
        "1,2,3",
        "--upto",
        "50",
        "--json",
    ]);
    assert_eq!(v["period"]["period"], 4);
    assert_eq!(v["game"]["subtraction"], serde_json::json!([1, 2, 3]));
}

#[test]
fn solve_json_for_every_game() {
    for (game, position, wins) in [
        ("nim", "3,4,5", true),
        ("misere-nim", "1,1,1", false),
        ("staircase", "3,7,2", true),
        ("grundy", "7", false),
        ("crosses", "20", false),
        ("crosses", "21", true),
        ("euclid", "34,12", true),
        ("thirty-one", "356656", false),
        ("tictactoe", "xx.oo....", true),
        ("box", "7", false),
    ] {
        let v = json(&["solve", "--game", game, "--position", position, "--json"]);
        assert_eq!(v["to_move_wins"], wins, "{game} {position}");
        assert_eq!(v["game"], game);
        assert_eq!(v["position"], position);
        let winning = v["winning_moves"].as_array().unwrap();
        assert_eq!(winning.is_empty(), !wins, "{game}");
        for m in winning {
            assert!(m["notation"].is_string() && m["position"].is_string());
            assert_eq!(m["outcome"], "win");
        }
        assert!(v["outcome"].is_string() && v["moves"].is_array());
    }
    let v = json(&["solve", "--game", "nim", "--position", "3,4,5", "--json"]);
    assert_eq!(v["grundy"], 2);
    assert_eq!(v["why"]["xor"], 2);
    assert_eq!(v["why"]["move_in"], serde_json::json!([0]));
    let v = json(&[
        "solve",
        "--game",
        "tictactoe",
        "--position",
        ".........",
        "--json",
    ]);
    assert_eq!(v["outcome"], "draw");
    assert_eq!(v["to_move"], "x");
    assert_eq!(v["node_counts"]["minimax"], 549_946);
}

#[test]
fn tree_json() {
    let v = json(&[
        "tree",
        "--game",
        "thirty-one",
        "--position",
        "35665",
        "--method",
        "minimax",
        "--json",
    ]);
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes.len() as u64, v["visited"].as_u64().unwrap());
    assert!(nodes[0]["parent"].is_null() && nodes[1]["parent"] == 0);
    assert_eq!(v["method"], "minimax");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    assert!(fails(&["solve", "--game", "nim", "--position", "3,-1"]).contains("negative"));
    assert!(fails(&["solve", "--game", "thirty-one", "--position", "666666"]).contains("fifth"));
    fails(&["solve", "--game", "chess", "--position", "1"]);
    fails(&["solve", "--game", "tictactoe", "--position", "xx......."]);
    fails(&["solve", "--game", "euclid", "--position", "5"]);
    fails(&["solve", "--game", "grundy", "--position", "100001"]);
    fails(&["sequence", "--game", "grundy", "--upto", "10000001"]);
    fails(&["sequence", "--game", "crosses", "--upto", "200001"]);
    fails(&["sequence", "--game", "subtraction", "--set", "0,2"]);
    fails(&["sequence", "--game", "subtraction"]);
    fails(&["sequence", "--game", "crosses", "--sparse"]);
    fails(&["sequence", "--game", "grundy", "--checkpoint", "/tmp/x"]);
    fails(&["sequence", "--game", "grundy", "--threads", "2"]);
    fails(&["sequence", "--game", "grundy", "--sparse", "--threads", "0"]);
    fails(&["sequence", "--game", "grundy", "--code", "0.77"]);
    fails(&["sequence", "--game", "octal", "--upto", "10"]);
    fails(&["tree", "--game", "tictactoe", "--position", "........."]);
    fails(&["tree", "--game", "nim", "--position", "3"]);
}

/// `(n, g(n))` of every sparse position in a `--sparse` report.
fn sparse_pairs(v: &Value) -> Vec<(u64, u64)> {
    v["sparse"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
        .collect()
}

#[test]
fn sparse_json_lists_the_sparse_positions_of_the_values() {
    let v = json(&[
        "sequence", "--game", "grundy", "--upto", "30000", "--sparse", "--json",
    ]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        ["count", "game", "max_value", "sparse", "upto", "zeros"],
        "no values array"
    );
    assert_eq!(v["game"], "grundy");
    assert_eq!(v["upto"], 30000);
    let pairs = sparse_pairs(&v);
    assert_eq!(v["count"], pairs.len() as u64);
    // The same positions as the full values show: g(n) whose bits above the lowest have even
    // parity.
    let all = json(&["sequence", "--game", "grundy", "--upto", "30000", "--json"]);
    let values = all["values"].as_array().unwrap();
    let expected: Vec<(u64, u64)> = (0..values.len())
        .map(|n| (n as u64, values[n].as_u64().unwrap()))
        .filter(|&(_, g)| (g >> 1).count_ones().is_multiple_of(2))
        .collect();
    assert_eq!(pairs, expected);
    assert_eq!(v["max_value"], all["max_value"]);
    assert_eq!(v["zeros"], all["zeros"]);
}

#[test]
fn threads_give_the_same_sparse_positions() {
    // Past 131,072 step 2 starts with its spread window, and with threads the pipeline's
    // segments of 64 heap sizes start at 256. The default is one thread per core.
    let args = [
        "sequence", "--game", "grundy", "--upto", "200000", "--sparse", "--json",
    ];
    let one = json(&[&args[..], &["--threads", "1"]].concat());
    let two = json(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(one, two);
    assert_eq!(one, json(&args));
    assert!(one["count"].as_u64().unwrap() > 1000);
}

#[test]
fn a_checkpointed_run_resumes_to_the_same_answer() {
    let dir = std::env::temp_dir().join(format!("snipelab-grundy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("grundy.values");
    let path = file.to_str().unwrap();
    let args = |upto: &'static str| {
        [
            "sequence", "--game", "grundy", "--upto", upto, "--sparse", "--json",
        ]
    };
    let first = json(&[&args("20000")[..], &["--checkpoint", path]].concat());
    let resumed = json(&[&args("50000")[..], &["--checkpoint", path]].concat());
    let fresh = json(&args("50000"));
    assert_eq!(resumed, fresh);
    assert_eq!(sparse_pairs(&first), {
        let mut p = sparse_pairs(&fresh);
        p.retain(|&(n, _)| n <= 20000);
        p
    });
    // A shorter run reads the longer checkpoint.
    let shorter = json(&[&args("20000")[..], &["--checkpoint", path]].concat());
    assert_eq!(shorter, first);
    // A damaged checkpoint is refused.
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1000;
    bytes[40] ^= 1;
    bytes.truncate(last);
    std::fs::write(&file, bytes).unwrap();
    fails(&[&args("60000")[..], &["--checkpoint", path]].concat());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn octal_games_and_their_proved_periods() {
    let v = json(&["sequence", "--game", "kayles", "--upto", "100", "--json"]);
    assert_eq!(v["game"]["octal"], "0.77");
    assert_eq!(v["values"].as_array().unwrap().len(), 101);
    assert_eq!(v["period"]["period"], 12);
    assert_eq!(v["period"]["preperiod"], 71);
    assert_eq!(v["period"]["proven"], true);
    // Dawson's chess by its code is the crosses game.
    let dawson = json(&[
        "sequence", "--game", "octal", "--code", "0.137", "--upto", "300", "--json",
    ]);
    let crosses = json(&["sequence", "--game", "crosses", "--upto", "300", "--json"]);
    assert_eq!(dawson["values"], crosses["values"]);
    assert_eq!(dawson["period"], crosses["period"]);
    // An open game is not proved periodic.
    let open = json(&[
        "sequence", "--game", "octal", "--code", "0.6", "--upto", "2000", "--json",
    ]);
    assert!(open["period"].is_null() || open["period"]["proven"] == false);
}

/// Stones (the seed's problem D, Fibonacci Nim): the first player loses exactly at the
/// Fibonacci numbers, computed here independently (1, 2, 3, 5, 8, …, each the sum of the two
/// before); the winning move takes the smallest term of the pile's Zeckendorf sum.
#[test]
fn stones_solve() {
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] < 200 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    for n in 1..=200u64 {
        let v = json(&[
            "solve",
            "--game",
            "stones",
            "--position",
            &n.to_string(),
            "--json",
        ]);
        assert_eq!(v["to_move_wins"], !fib.contains(&n), "{n}");
    }
    let v = json(&["solve", "--game", "stones", "--position", "20", "--json"]);
    assert_eq!(v["game"], "stones");
    assert_eq!(v["position"], "20");
    assert_eq!(v["zeckendorf"]["terms"], serde_json::json!([13, 5, 2]));
    assert_eq!(v["zeckendorf"]["take"], 2);
    assert_eq!(v["moves"].as_array().unwrap().len(), 19);
    assert_eq!(v["winning_moves"][0]["notation"], "take 2 stones");
    assert_eq!(v["winning_moves"][0]["position"], "18,4");
    assert!(v["node_counts"]["alpha_beta"].is_u64());
    // After it, 18 = 13 + 5 with at most 4 to take: every move loses.
    let v = json(&["solve", "--game", "stones", "--position", "18,4", "--json"]);
    assert_eq!(v["to_move_wins"], false);
    assert_eq!(v["moves"].as_array().unwrap().len(), 4);
    // The largest pile is solved by the theorem at once, its winning moves only.
    let v = json(&[
        "solve",
        "--game",
        "stones",
        "--position",
        "1000000000000000000",
        "--json",
    ]);
    assert!(v["moves"].is_null());
    let terms: u64 = v["zeckendorf"]["terms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_u64().unwrap())
        .sum();
    assert_eq!(terms, 1_000_000_000_000_000_000);
    let (code, text, _) = run(&["solve", "--game", "stones", "--position", "20"]);
    assert_eq!(code, 0);
    assert!(text.contains("Zeckendorf: 20 = 13 + 5 + 2"), "{text}");
    assert!(text.contains("take 2: leaves 18 = 13 + 5"), "{text}");
    let tree = json(&["tree", "--game", "stones", "--position", "8", "--json"]);
    assert_eq!(tree["nodes"][0]["value"], -1);
    for bad in ["-3", "7,0", "1,2,3", "1000000000000000001", "x", "1e3", ""] {
        fails(&["solve", "--game", "stones", "--position", bad]);
    }
}
