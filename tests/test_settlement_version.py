"""``ledger.SETTLEMENT_VERSION`` follows the code a session's settlement runs.

The scorebook keeps each session's statistics in its file for the engine's
``SETTLEMENT_VERSION`` (tests/store/test_scorebook_settled.py); a fix to a rule must never be
answered by statistics the old code settled. So this test hashes the source of every engine
module settling imports (and the analysis tables it loads) and compares the hash with the one
recorded for the current version: a change to that code fails here until the version is bumped
and the new hash recorded below (a new line; the old ones stay, each version its own hash).

The hash leaves out what cannot change a result: comments, blank lines and the strings that
stand alone as statements (docstrings). Everything else counts, down to a renamed variable:
bumping the version costs one settlement of each session at the next opening, serving a stale
result costs a wrong number."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
import tokenize
from pathlib import Path

from mahjong_gui.engine import ledger

ENGINE = Path(ledger.__file__).parent
# The modules hashed are the engine's modules a fresh interpreter has imported once it has
# settled a session of every profile (PROBE): a module settling starts to use is hashed too.
DATA = ("suit_tables.bin", "suit_steps.bin")  # read by analysis
# SETTLEMENT_VERSION -> the hash of its code (settlement_hash); add a line, keep the old ones
RECORDED = {
    1: "0437557ed7195ca0c897c2c55689d288ee6867f1e26aa65119c57241d74f2ffb",
    # the engine import without dataclasses (melds, analysis), analysis's meld checks
    2: "35335ca15ac3e3d8fedd1a2b675601e464ae09ad2dc7c1a218fb2b24b7ed212a",
    # analysis._added reading a suit's counts digit by digit
    3: "21b8a19186330f0abd3276b410499959fad9b384932035baa7dc1e789f941a62",
    # the frozen values' shared base (engine/values.py)
    4: "b777af70cd895a09a9072ce738adad79221a9357ea850cd6be4cf30b7996a976",
    # analysis._improving's thresholds by one running OR
    5: "2904f77ea8d3b2103519877fbd2b1dddf93543266809f21e435a17e44278c1a3",
    # settle_session is settle_tracked's result (one way to settle a session)
    6: "183da51df843fff718ae87ece27bb1fa2c66013f6d3ca47466b027ea5adb772b",
    # issue 17, session 6: a win scored once (the table's score handed to the ledger), the
    # profiles named only for the type checker, discards' and _split's faster paths
    7: "e37150908529858488ae5bca44ff2f0ece46bbb23937ee7d9a6f652065b02761",
    # analysis._split's remembered meld copies bounded at 256 tuples (no result changes)
    8: "3de20bed25601b3600cd8f547151f633b3963e2d725c0f646bba44f7b11b64f7",
    # analysis's seven-pairs formula written once (_seven_from), its dead copy gone
    9: "d0530554c14bbd928d2f82161c3525f2cb8e92368e411769dfb490b1827aa98a",
    # issue 17, session 7: faster scoring (shared facts, remembered evaluations), claims for
    # four seats at once, enum members through module names, tile text read run by run
    10: "a30baeed10296fa0bd048507d23950788f3ca3d6ee5d2e16765672908186a42e",
    # Meld's and Group's two-field equality and hash written once (values.KindTile)
    11: "95a7c1e2fff6a34eb95a20b2d5c894ad2e15e0f792d1c2293b150588f352577c",
    # score_hand builds a reading's facts from the values its evaluation is remembered by
    # (one derivation, _facts gone); legal's dead aliases gone, holds_void called, VOID_LOW
    12: "d5724dc90f575ce56750ccea4a11b150d0ccf36aa01b89a28f26b3ba18170144",
    # issue 30: Hong Kong payment rows carry their doublings (amounts unchanged), written to
    # the log's payment rows when there are some
    13: "446f330de2d035d319625d04c175326be2cd94a15bc0217293f276a1033e48e0",
    # issue 33: analysis remembers plan shantens for the Hong Kong brain (same results);
    # issue 30: analysis.forms names a family's winning shapes
    14: "e508f7d28d5ea7939b92d0b605c751258b089694c612f2323f395382b81abe17",
    # issue 33 item 4: analysis reads each discard's plan distances off the suits' vectors
    # (discard_plan_keys) and a suit's improving tiles off its reachable vectors (same results)
    15: "fc8f71a5780fff06cbb21513d485d56229ccfd9954fc7f2e690fd63b4f4063a0",
    # house rules: a club's house.* options change a Sichuan record and its table (rules.base)
    16: "5c85c16f3f7630e3f497aab0f62fc9cc73b35bef26e8303d3b343115a8883ee8",
    # issue 33 item 4: the table asks analysis.ready (one form ready is enough), a suit's
    # improving kinds are remembered by its tiles and the other suits' vector (same results)
    17: "7cdbbb7f0f5d9c386719ae5645da0f7b4d97be1293c85ce6d352f11f0afbda65",
    # call transfer (呼叫转移) as a house kong-discard rule: settlement, Reason, rules.base
    18: "22439797e7ca3626c8d953989c58af46d3a7fe9ada71cd9d115b158c5a8343e4",
    # Hong Kong house rules (who pays, base points, faan rows) and the house-field records
    19: "57f38a04c7e0b36ee90b9220f4b70cd0deac20a3e62c48072ad28466d705495b",
    # issue 33 item 4: analysis reads a suit's kinds held and improving kinds from tables
    # remembered by its tiles (_removals, improving_kinds_after) (same results)
    20: "2c9a693d49ea04c4b56d138a5257a882970eb4233dd6b3fabf384255742497a5",
    # 血流成河 (a winner stays, locked) as a house rule: state, legal, table, settlement, rules
    21: "12257d525bc22000cf52fb8e0f67b05e90fae581abd40f3f1e38e660448e311e",
    # issue 33 item 4: analysis's turn tables no longer used by the bots removed
    # (shanten_within_table, shanten_within_after, ukeire_within_after)
    22: "4283565732f4cb94a2c5b5d731113b3c296e6f8be0c1bf39031dd5cc123fda51",
    # issue 32: a Hong Kong limit hand's house row may say "on" (a complete .mjrules file)
    23: "5dfccf6e0b3f0e06c6e949850fce790cfd56e68589fb071d01eaafdf3bea5428",
    # issue 32: the wall's end as house fields (pig_rule, pig_pays_all_others, refund_by_all_in,
    # refund_to_all_payers)
    24: "75c96bdf0ade0cdd876a9ce1752778e44a8212a5bcf1fa03c704c55b74620b83",
    # issue 32: exchange three of any suits, and a fixed direction, as house fields
    25: "d1032c305fda1e740689b9cd8b75e17e6ac2189da57b1d5417b4863c41796daa",
}

# Code that settles every session exactly as its version's code did, moved without a change to
# any result: the same version, another hash. Only for a change whose results are pinned by
# the digests (tests/engine/test_simulate_digest.py, tests/engine/test_score_digest.py) and the
# settlement tests, each line naming the change; a stored result of the version stays valid.
SAME_RESULTS: dict[int, tuple[str, ...]] = {
    # issue 31: the rule families behind one protocol (engine/family/): the ledger's hand
    # reading and settling, the table's settlers and the events of a win moved, unchanged;
    # the family's view of a score for the faces
    25: ("aec38d4934db73d78ab8b5a74141b59b1f49742627a33b01844ab199fefe899b",
         # issue 33 item 4: the whole-hand plan's improving tiles read for a turn's discards
         # at once (analysis.WholeImproving), the same answers
         "e0a9beba8c25dfbc67276cb0a85ec44794b401c54b030f56841f412766c309d7",
         # WholeImproving's once-a-turn reads call _combine (which reads its table first)
         "9c6c9d179a205a687435a3858449f04f525591b3d44548f86d4fe4e1e53071fc",
         # analysis.plans.standing: discard_plan_keys' 14 tiles as they stand, also read by
         # the Hong Kong calls' floor, the same answers
         "c8de724999146ab0e6fa86cf997ebc5782f2c14c6e061c4cd60165e4253126f9",
         # tables._within_vectors reads the combined table inline before calling _combine
         "27c418aa80eeba53cc68a4d5649aca1ca28b2d2373a681b23fb6ee54e8027e2a",
         # discard_plan_keys may be given the hand's standing already read (stood)
         "90adddb1612536d40b1f9da395fa6909715eeff509479b75d9eb39bb6722c395",
         # _plans_standing's open plans from a table by the declared suits; is_win and ready
         # skip _void_index without a void
         "6ad5066a81eaf852db9119cc391b9595b52685eeb3cf8f1f25c8f40d0e2947fe",
         # issue 33, ninth round: _combine's new steps summed in C, the plan parts and _adds
         # keyed by the number suits' shared slot, WholeImproving without its per-suit
         # preparation (the same answers)
         "b1ca20e4e869466803d79b1f67a66ea42370f7f43ba3542d124a3ea3452a0a2c",
         # issue 33, tenth round: the min-plus steps read off suit_steps.bin (made by
         # scripts/gen_tables.py, checked against the generator's step), the same answers
         "24b64e517cb46ca983998c89e28203e8e366c122640ba19fb843bfac53b2519a",
         # _part is given its table key by its callers (the same answers)
         "881ae8091b0c80fa12cb7cdf8d7f460eeb9a0755c14fb77f9e4050f9a2d38db0",
         # _removals and _adds walk the kinds held (fewer than four) read off digit tables
         "e9b1036dd8b9f7026cc6b44d898837abd952939a9163bc180200ee9dff350449",
         # tables._within_new: _within_vectors' miss, called straight by the whole-hand reads
         "d38682233650e70a7f2a65a28210fc73da8da57d34190fd480cb7ba175bdc59b",
         # _part shifts the others' vector once, not for each vector reached
         "55c025ad60e2d7698b48ff15bd14f3763d7491e87497adeb037935f5980f667e",
         # _suit_discards reads its suit's weight from a table and shifts once
         "117c1a64939bf42548a261e74f47ed6c9fb94ce18156eab1c3464a21ffdc5161",
         # the tenth round's two parts merged (the shipped steps, the cheaper misses)
         "5e3e99bc26fa75d41b002d31261e2a20577efa90990199e3f4fb377e63b2c0b5",
         # issue 33, eleventh round: the turn's keys as sums and products, improving tiles
         # summed in plain loops (the same answers)
         "ba2714b1de532205e6176ddb6eaa8294874971b282c767b342e62b228ca7d8c3"),
}

# One session per profile whose hands go through every kind of entry (kongs, wins by tiles and
# by value, a wall end with hands to analyse, a penalty, Hong Kong wins by faan and by tiles, a
# draw), so that every module settling can import is imported.
PROBE = """
import json, sys
from mahjong_gui.engine.ledger import read_session, settle_session, player_stats
from mahjong_gui.engine.rules import PROFILES
sichuan = [
    {"type": "kong", "seat": 2, "kind": "concealed"},
    {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p67p8p"},
    {"type": "win", "seat": 1, "value": 1},
    {"type": "wall_end", "players": {"2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
                                     "3": {"status": "pig"}}},
]
penalty = [{"type": "penalty", "seat": 1, "kind": "dead_hand"}]
hong_kong = [[{"type": "win", "seat": 1, "from": 0, "value": 3}],
             [{"type": "win", "seat": 2, "hand": "123m456m789m123p55p"}], [{"type": "draw"}]]
for rules, profile in PROFILES.items():
    hands = [sichuan, penalty] if profile.bloody else hong_kong
    doc = {"rules": rules, "players": ["a", "b", "c", "d"],
           "hands": [{"events": h} for h in hands]}
    session = read_session(doc)
    try:
        player_stats(session, settle_session(session))
    except Exception:
        pass
print(json.dumps(sorted(m for m in sys.modules if m.startswith("mahjong_gui"))))
"""


def normalized(path: Path) -> bytes:
    """The module's tokens without comments, blank lines and standalone strings."""
    out: list[str] = []
    tokens = list(tokenize.tokenize(io.BytesIO(path.read_bytes()).readline))
    start = True  # at the start of a statement
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.ENCODING):
            i += 1
            continue
        if start and tok.type == tokenize.STRING:
            j = i
            while j < len(tokens) and tokens[j].type in (tokenize.STRING, tokenize.NL,
                                                         tokenize.COMMENT):
                j += 1
            if j < len(tokens) and tokens[j].type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                i = j + 1 if tokens[j].type == tokenize.NEWLINE else j
                continue  # a docstring: an expression that does nothing
        out.append(f"{tok.type}:{tok.string}")
        start = tok.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        i += 1
    return "\n".join(out).encode("utf-8")


def settling_modules(engine: Path = ENGINE) -> list[str]:
    """The files (relative to ``engine``) of the engine modules settling imports."""
    out = subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True,
                         text=True, cwd=engine.parent.parent).stdout
    files = set()
    for module in json.loads(out):
        if not module.startswith("mahjong_gui.engine"):
            continue
        path = engine.joinpath(*module.split(".")[2:])
        files.add(str((path / "__init__.py").relative_to(engine)) if path.is_dir()
                  else str(path.with_suffix(".py").relative_to(engine)))
    return sorted(files)


def settlement_hash(engine: Path = ENGINE) -> str:
    digest = hashlib.sha256()
    for name in settling_modules(engine):
        digest.update(name.encode() + b"\0" + normalized(engine / name) + b"\0")
    for name in DATA:
        digest.update(name.encode() + b"\0" + (engine / name).read_bytes() + b"\0")
    return digest.hexdigest()


def test_the_settlement_code_is_the_one_recorded_for_its_version() -> None:
    version, now = ledger.SETTLEMENT_VERSION, settlement_hash()
    assert now in (RECORDED.get(version), *SAME_RESULTS.get(version, ())), (
        f"the settlement code changed: bump SETTLEMENT_VERSION and record the new hash "
        f"(mahjong_gui/engine/ledger.py: SETTLEMENT_VERSION = {max(RECORDED) + 1}; "
        f"{Path(__file__).name}: RECORDED[{max(RECORDED) + 1}] = {now!r})")
    assert version == max(RECORDED)  # the newest version recorded is the one in use
    assert len(set(RECORDED.values())) == len(RECORDED)  # each version its own code
    moved = [h for hashes in SAME_RESULTS.values() for h in hashes]
    assert len(set(moved)) == len(moved) and not set(moved) & set(RECORDED.values())
    assert set(SAME_RESULTS) <= set(RECORDED)


def test_the_probe_reaches_both_families() -> None:
    files = settling_modules()
    assert {"ledger.py", "settlement.py", "scoring.py", "analysis/__init__.py", "rules/sichuan.py",
            "rules/hongkong.py"} <= set(files), files


def test_the_hash_ignores_comments_and_docstrings_only(tmp_path: Path) -> None:
    plain = tmp_path / "a.py"
    plain.write_text('"""Doc."""\nx = 1\n\n\ndef f():\n    """Doc."""\n    return "s"\n')
    noted = tmp_path / "b.py"
    noted.write_text('"""Other doc,\nlonger."""\n# a comment\nx = 1  # one\n\ndef f():\n'
                     '    "two" "parts"\n    return "s"\n')
    changed = tmp_path / "c.py"
    changed.write_text('"""Doc."""\nx = 2\n\n\ndef f():\n    """Doc."""\n    return "s"\n')
    string = tmp_path / "d.py"
    string.write_text('"""Doc."""\nx = 1\n\n\ndef f():\n    """Doc."""\n    return "t"\n')
    assert normalized(plain) == normalized(noted)
    assert normalized(plain) != normalized(changed)
    assert normalized(plain) != normalized(string)
