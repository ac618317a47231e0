"""A process bot that reads every request and gives no orders: what a call costs apart from thinking (bench only)."""
import json
import sys


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    for line in iter(sys.stdin.readline, ""):
        request = json.loads(line)
        kind = request.get("type")
        if kind == "end":
            return
        answer = {"demons": [{"capacity": "heal", "life": 10}]} if kind == "setup" else []
        sys.stdout.write(json.dumps({"id": request.get("id"), "answer": answer}) + "\n")
        sys.stdout.flush()


main()
