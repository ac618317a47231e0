"""StarterBot: a Summoner War bot in Python. Start here, and make it yours.

Play it:   fray summoner match examples/summoners/python/python-starter.bot.json examples/summoners/random.ts --seed 1
Check it:  fray summoner check examples/summoners/python/python-starter.bot.json
Protocol:  docs/bot-protocol.md, version 2 (one JSON request per line on stdin; one answer per line on stdout,
           {"id": the request's id, "answer": ...}); the guide: docs/bot-guide.md
The rules: docs/rules/summoner-war.md; every field of the requests: src/summoner/api.ts

Plan (the same as the TypeScript starter that `fray summoner new` writes): three demons with 1 life and 1 attack;
every point goes on attack and life; in battle each demon strikes the weakest foe next to it, or else steps
towards the nearest foe.

Things to know:
- Only the standard library (Python 3.11): the bot runs wherever python3 does, with nothing to install.
- Standard output is for answers only, one line each, flushed at once (the controller waits for it).
  Diagnostics go to standard error (print(..., file=sys.stderr)): fray keeps them for the match log (--log).
- You always play from the west (left) side, whichever seat you have: the view is mirrored for you.
- A setup the rules refuse (too many demons, over budget) forfeits the match, so compute it from info["rules"].
- Each demon takes at most one battle order. Two of your demons stepping into the same cell both stay put, and
  a cell with a demon that stays (any foe, during your phase) blocks: so claim each cell once.
- Need randomness? Use random.Random(info["seed"]): the global random module or the clock would make replays
  differ.
"""

import json
import sys
import traceback

# The protocol version this bot speaks: every request carries one, and a different one means "stop".
PROTOCOL_VERSION = 2

# The eight directions, clockwise from north, with their steps (row 0 is north, so north is y - 1).
STEPS = [("N", 0, -1), ("NE", 1, -1), ("E", 1, 0), ("SE", 1, 1), ("S", 0, 1), ("SW", -1, 1), ("W", -1, 0), ("NW", -1, -1)]


def dist(a, b):
    """Distance in king moves between two things with "x" and "y": 1 means adjacent (diagonals count)."""
    return max(abs(a["x"] - b["x"]), abs(a["y"] - b["y"]))


def setup(info):
    """Three demons (fewer if the budget is small), each with half its stat points on attack and half on life."""
    rules = info["rules"]
    # Each demon costs summonCost plus one point per stat point; stay within the budget whatever the rules say.
    count = max(1, min(3, rules["maxDemons"], rules["setupPoints"] // (rules["summonCost"] + 2)))
    stats = max(0, rules["setupPoints"] - count * rules["summonCost"]) // count
    # Every demon has one capacity (merge, heal, cross or eat); this bot never uses it: eat is as good as any.
    demon = {"capacity": "eat", "attack": (stats + 1) // 2, "life": stats // 2}
    return {"demons": [dict(demon) for _ in range(count)]}


def enhance(view):
    """Spends every point, one at a time, on the demon with the fewest stats, keeping its attack and life level."""
    # Points are counted per demon and stat, then sent as one order each with its amount: the same result as one
    # order per point, in far fewer orders (an answer may hold at most 1,000).
    raised = {}  # demon id -> {"attack": points, "life": points}, demons in the order first raised
    mine = view["mine"]
    for _ in range(view["points"] if mine else 0):
        d = min(mine, key=lambda d: (d["attack"] + d["life"], d["id"]))
        stat = "attack" if d["attack"] <= d["life"] else "life"
        d[stat] += 1  # the view is ours to change: keep it up to date for the next point
        counts = raised.setdefault(d["id"], {"attack": 0, "life": 0})
        counts[stat] += 1
    return [
        {"type": "raise", "demon": demon, "stat": stat, "amount": amount}
        for demon, counts in raised.items()
        for stat, amount in counts.items()
        if amount > 0
    ]


def battle(view):
    """Each demon strikes the weakest adjacent foe, or else steps towards the nearest foe."""
    board, foes = view["board"], view["foes"]
    width, height = view["width"], view["height"]
    foe_at = {(f["x"], f["y"]): f for f in foes}
    claimed = set()  # cells our movers will enter: two of our demons stepping into one cell would both stay put
    orders = []
    for d in view["mine"]:
        # 1. Attack the adjacent foe with the fewest HP (a blow deals attack + 1, less half its defence).
        target = None
        for name, dx, dy in STEPS:
            foe = foe_at.get((d["x"] + dx, d["y"] + dy))
            if foe is not None and (target is None or foe["hp"] < target[1]["hp"]):
                target = (name, foe)
        if target is not None:
            orders.append({"demon": d["id"], "action": "attack", "dir": target[0]})
            continue
        # 2. Step towards the nearest foe, onto an empty cell none of our demons has claimed. Only cells that are
        # empty now: a cell one of ours is leaving could still be blocked if that demon's move fails.
        if not foes:
            continue
        goal = min(foes, key=lambda f: dist(d, f))  # the first of the nearest, in the view's order
        best, best_dist = None, dist(d, goal)  # a step must bring us closer, or we stay
        for name, dx, dy in STEPS:
            x, y = d["x"] + dx, d["y"] + dy
            if not (0 <= x < width and 0 <= y < height) or board[y][x] != 0 or (x, y) in claimed:
                continue
            if dist({"x": x, "y": y}, goal) < best_dist:
                best, best_dist = (name, x, y), dist({"x": x, "y": y}, goal)
        if best is not None:
            claimed.add(best[1:])
            orders.append({"demon": d["id"], "action": "move", "dir": best[0]})
    return orders


def quit_with(reason):
    """Gives up on a request this bot does not understand: the reason on standard error, exit code 2."""
    print(f"starter_bot: {reason}", file=sys.stderr)
    sys.exit(2)


def main():
    # Requests and answers are UTF-8 whatever the locale says (a sandbox may have none).
    sys.stdin.reconfigure(encoding="utf-8")
    answers = sys.stdout
    # Anything printed by mistake with a plain print() (a debugging line, say) goes to standard error: one stray
    # line on standard output would be taken as an answer.
    sys.stdout = sys.stderr
    # readline() rather than `for line in sys.stdin`: each request is handled as soon as its line arrives.
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as e:
            quit_with(f"cannot read the request: {e}")
        if not isinstance(request, dict):
            quit_with("cannot read the request: expected a JSON object")
        # A newer protocol may mean other requests or other answers: stopping is safer than guessing.
        version = request.get("version")
        if type(version) is not int or version != PROTOCOL_VERSION:  # 1.0 or true would compare equal to 1
            quit_with(f"this bot speaks protocol version {PROTOCOL_VERSION}, the request has version {json.dumps(version)}")
        kind = request.get("type")
        if kind == "setup":
            # No try here: a setup that fails forfeits the match anyway, and the traceback says why.
            answer = setup(request["info"])
        elif kind in ("enhance", "battle"):
            try:
                answer = enhance(request["view"]) if kind == "enhance" else battle(request["view"])
            except Exception:
                # A bug costs this call's orders, not the match: log it (with the turn, to find it in the replay:
                # fray summoner replay FILE --turn N) and answer "no orders".
                view = request.get("view")
                turn = view.get("turn") if isinstance(view, dict) else None
                print(f"starter_bot: {kind} failed on turn {turn}", file=sys.stderr)
                traceback.print_exc()
                answer = []
        elif kind == "end":
            print("starter_bot: match over", file=sys.stderr)
            return  # exit code 0
        else:
            quit_with(f"unknown request type {json.dumps(kind)}")
        # Compact JSON on one line (json.dumps never writes a raw newline), flushed so the controller sees it now.
        # Protocol 2: the answer carries the id of the request it answers, so a late or stray line is never taken for it.
        answers.write(json.dumps({"id": request.get("id"), "answer": answer}, separators=(",", ":")) + "\n")
        answers.flush()
    # Standard input closed without an "end": the controller is gone, so there is nothing left to do.


if __name__ == "__main__":
    main()
