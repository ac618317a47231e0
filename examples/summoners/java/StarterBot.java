/*
 * StarterBot: a Summoner War bot in Java. Start here, and make it yours.
 *
 * Build:     javac StarterBot.java
 * Play it:   fray summoner match examples/summoners/java/java-starter.bot.json examples/summoners/random.ts --seed 1
 * Check it:  fray summoner check examples/summoners/java/java-starter.bot.json
 * Protocol:  docs/bot-protocol.md, version 2 (one JSON request per line on stdin; one answer per line on stdout,
 *            {"id": the request's id, "answer": ...}); the guide: docs/bot-guide.md
 * The rules: docs/rules/summoner-war.md; every field of the requests: src/summoner/api.ts
 *
 * Plan (the same as the TypeScript starter that `fray summoner new` writes): three demons with 1 life and 1
 * attack; every point goes on attack and life; in battle each demon strikes the weakest foe next to it, or else
 * steps towards the nearest foe.
 *
 * Things to know:
 * - One file, only the JDK: the small JSON reader and writer at the bottom of this file are all it needs.
 * - Standard output is for answers only, one line each, flushed at once (the controller waits for it).
 *   Diagnostics go to standard error: fray keeps them for the match log (--log).
 * - You always play from the west (left) side, whichever seat you have: the view is mirrored for you.
 * - A setup the rules refuse (too many demons, over budget) forfeits the match, so compute it from info.rules.
 * - Each demon takes at most one battle order. Two of your demons stepping into the same cell both stay put, and
 *   a cell with a demon that stays (any foe, during your phase) blocks: so claim each cell once.
 * - Need randomness? Seed a java.util.Random from info.seed: anything else would make replays differ.
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class StarterBot {
    /** The protocol version this bot speaks: every request carries one, and a different one means "stop". */
    static final int PROTOCOL_VERSION = 2;

    /** The eight directions, clockwise from north, with their steps (row 0 is north, so north is y - 1). */
    static final String[] DIRS = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {-1, -1, 0, 1, 1, 1, 0, -1};

    public static void main(String[] args) throws IOException {
        // Keep the real standard output for answers, and send everything else printed with System.out (a debugging
        // println, say) to standard error: one stray line on standard output would be taken as an answer.
        PrintStream answers = System.out;
        System.setOut(System.err);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

        for (String line; (line = requests.readLine()) != null; ) {
            if (line.isBlank()) continue;
            Map<?, ?> request;
            try {
                request = asObject(Json.parse(line), "request");
            } catch (IllegalArgumentException e) {
                quit("cannot read the request: " + e.getMessage());
                return;
            }
            // A newer protocol may mean other requests or other answers: stopping is safer than guessing.
            Object version = request.get("version");
            if (!Long.valueOf(PROTOCOL_VERSION).equals(version)) {
                quit("this bot speaks protocol version " + PROTOCOL_VERSION + ", the request has version " + Json.write(version));
            }
            Object type = request.get("type");
            Object answer;
            if ("setup".equals(type)) {
                // No try here: a setup that fails forfeits the match anyway, and the stack trace says why.
                answer = setup(asObject(asObject(request.get("info"), "info").get("rules"), "info.rules"));
            } else if ("enhance".equals(type) || "battle".equals(type)) {
                try {
                    View view = new View(asObject(request.get("view"), "view"));
                    answer = "enhance".equals(type) ? enhance(view) : battle(view);
                } catch (RuntimeException e) {
                    // A bug costs this call's orders, not the match: log it (with the turn, to find it in the
                    // replay: fray summoner replay FILE --turn N) and answer "no orders".
                    Object turn = request.get("view") instanceof Map<?, ?> v ? v.get("turn") : null;
                    System.err.println("StarterBot: " + type + " failed on turn " + Json.write(turn));
                    e.printStackTrace();
                    answer = List.of();
                }
            } else if ("end".equals(type)) {
                System.err.println("StarterBot: match over");
                return; // exit code 0
            } else {
                quit("unknown request type " + Json.write(type));
                return;
            }
            // Protocol 2: the answer carries the id of the request it answers, so a late or stray line is never
            // taken for it.
            answers.print(Json.write(object("id", request.get("id"), "answer", answer)) + "\n");
            answers.flush();
        }
        // Standard input closed without an "end": the controller is gone, so there is nothing left to do.
    }

    /** Gives up on a request this bot does not understand: the reason on standard error, exit code 2. */
    static void quit(String reason) {
        System.err.println("StarterBot: " + reason);
        System.exit(2);
    }

    // ---------------------------------------------------------------------------------------------------------
    // The strategy

    /** Three demons (fewer if the budget is small), each with half its stat points on attack and half on life. */
    static List<Object> setupDemons(int maxDemons, int setupPoints, int summonCost) {
        // Each demon costs summonCost plus one point per stat point; stay within the budget whatever the rules say.
        int count = Math.max(1, Math.min(Math.min(3, maxDemons), setupPoints / (summonCost + 2)));
        int stats = Math.max(0, setupPoints - count * summonCost) / count;
        List<Object> demons = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            // Every demon has one capacity (merge, heal, cross or eat); this bot never uses it: eat is as good as any.
            demons.add(object("capacity", "eat", "attack", (stats + 1) / 2, "life", stats / 2));
        }
        return demons;
    }

    static Map<String, Object> setup(Map<?, ?> rules) {
        return object("demons", setupDemons(
                asInt(rules.get("maxDemons"), "maxDemons"),
                asInt(rules.get("setupPoints"), "setupPoints"),
                asInt(rules.get("summonCost"), "summonCost")));
    }

    /** Spends every point, one at a time, on the demon with the fewest stats, keeping its attack and life level. */
    static List<Object> enhance(View view) {
        // Points are counted per demon and stat, then sent as one order each with its amount: the same result as
        // one order per point, in far fewer orders (an answer may hold at most 1,000).
        Map<Integer, int[]> raised = new LinkedHashMap<>(); // demon id -> {attack points, life points}
        for (int points = view.points; points > 0 && !view.mine.isEmpty(); points--) {
            Demon d = view.mine.get(0);
            for (Demon e : view.mine) {
                if (e.attack + e.life < d.attack + d.life || (e.attack + e.life == d.attack + d.life && e.id < d.id)) d = e;
            }
            int[] counts = raised.computeIfAbsent(d.id, id -> new int[2]);
            // Our copy of the demon is updated too, so the next point sees the raise.
            if (d.attack <= d.life) {
                d.attack++;
                counts[0]++;
            } else {
                d.life++;
                counts[1]++;
            }
        }
        List<Object> orders = new ArrayList<>();
        for (Map.Entry<Integer, int[]> e : raised.entrySet()) {
            int[] counts = e.getValue();
            if (counts[0] > 0) orders.add(object("type", "raise", "demon", e.getKey(), "stat", "attack", "amount", counts[0]));
            if (counts[1] > 0) orders.add(object("type", "raise", "demon", e.getKey(), "stat", "life", "amount", counts[1]));
        }
        return orders;
    }

    /** Each demon strikes the weakest adjacent foe, or else steps towards the nearest foe. */
    static List<Object> battle(View view) {
        List<Object> orders = new ArrayList<>();
        // Cells our movers will enter: two of our demons stepping into one cell would both stay put.
        Set<Integer> claimed = new HashSet<>();
        for (Demon d : view.mine) {
            // 1. Attack the adjacent foe with the fewest HP (a blow deals attack + 1, less half its defence).
            int attackDir = -1;
            Demon target = null;
            for (int dir = 0; dir < 8; dir++) {
                Demon foe = view.foeAt(d.x + DX[dir], d.y + DY[dir]);
                if (foe != null && (target == null || foe.hp < target.hp)) {
                    target = foe;
                    attackDir = dir;
                }
            }
            if (target != null) {
                orders.add(object("demon", d.id, "action", "attack", "dir", DIRS[attackDir]));
                continue;
            }
            // 2. Step towards the nearest foe, onto an empty cell none of our demons has claimed. Only cells that
            // are empty now: a cell one of ours is leaving could still be blocked if that demon's move fails.
            Demon goal = null;
            for (Demon f : view.foes) if (goal == null || dist(d.x, d.y, f) < dist(d.x, d.y, goal)) goal = f;
            if (goal == null) continue;
            int bestDir = -1;
            int bestDist = dist(d.x, d.y, goal); // a step must bring us closer, or we stay
            for (int dir = 0; dir < 8; dir++) {
                int x = d.x + DX[dir], y = d.y + DY[dir];
                if (!view.isEmpty(x, y) || claimed.contains(y * view.width + x)) continue;
                if (dist(x, y, goal) < bestDist) {
                    bestDist = dist(x, y, goal);
                    bestDir = dir;
                }
            }
            if (bestDir >= 0) {
                claimed.add((d.y + DY[bestDir]) * view.width + d.x + DX[bestDir]);
                orders.add(object("demon", d.id, "action", "move", "dir", DIRS[bestDir]));
            }
        }
        return orders;
    }

    /** Distance in king moves: 1 means adjacent (diagonals count). */
    static int dist(int x, int y, Demon d) {
        return Math.max(Math.abs(x - d.x), Math.abs(y - d.y));
    }

    // ---------------------------------------------------------------------------------------------------------
    // The view, read from its JSON (only the fields this bot uses; src/summoner/api.ts lists them all)

    /** A demon, one of ours or a foe. */
    static final class Demon {
        final int id, x, y, hp;
        int life, attack; // changed as enhance plans its raises

        Demon(Map<?, ?> m) {
            id = asInt(m.get("id"), "id");
            x = asInt(m.get("x"), "x");
            y = asInt(m.get("y"), "y");
            hp = asInt(m.get("hp"), "hp");
            life = asInt(m.get("life"), "life");
            attack = asInt(m.get("attack"), "attack");
        }
    }

    static final class View {
        /** The turn (1 for the first), as fray's logs and `fray summoner replay --turn` count them. */
        final int turn;
        final int width, height, points;
        /** board[y][x]: the id of the demon on that cell, or 0. */
        final int[][] board;
        final List<Demon> mine = new ArrayList<>(), foes = new ArrayList<>();
        final Map<Integer, Demon> foesById = new HashMap<>();

        View(Map<?, ?> m) {
            turn = asInt(m.get("turn"), "turn");
            width = asInt(m.get("width"), "width");
            height = asInt(m.get("height"), "height");
            points = asInt(m.get("points"), "points");
            board = new int[height][width];
            List<?> rows = asList(m.get("board"), "board");
            for (int y = 0; y < height; y++) {
                List<?> row = asList(rows.get(y), "board row");
                for (int x = 0; x < width; x++) board[y][x] = asInt(row.get(x), "board cell");
            }
            for (Object o : asList(m.get("mine"), "mine")) mine.add(new Demon(asObject(o, "mine[]")));
            for (Object o : asList(m.get("foes"), "foes")) {
                Demon f = new Demon(asObject(o, "foes[]"));
                foes.add(f);
                foesById.put(f.id, f);
            }
        }

        boolean onBoard(int x, int y) {
            return x >= 0 && y >= 0 && x < width && y < height;
        }

        /** True for a cell on the board with no demon on it. */
        boolean isEmpty(int x, int y) {
            return onBoard(x, y) && board[y][x] == 0;
        }

        /** The foe on a cell, or null (off the board, empty, or one of ours). */
        Demon foeAt(int x, int y) {
            return onBoard(x, y) ? foesById.get(board[y][x]) : null;
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // Reading parsed JSON safely: a wrong shape is an IllegalArgumentException naming the field, not a
    // ClassCastException somewhere later.

    static Map<?, ?> asObject(Object v, String what) {
        if (v instanceof Map<?, ?> m) return m;
        throw new IllegalArgumentException(what + ": expected an object, got " + Json.write(v));
    }

    static List<?> asList(Object v, String what) {
        if (v instanceof List<?> l) return l;
        throw new IllegalArgumentException(what + ": expected a list, got " + Json.write(v));
    }

    static int asInt(Object v, String what) {
        // The reader gives whole numbers as Long; a number with a fraction or an exponent is a Double.
        if (v instanceof Long n && n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE) return n.intValue();
        throw new IllegalArgumentException(what + ": expected a whole number, got " + Json.write(v));
    }

    /** A JSON object from key, value pairs, keeping their order (easier to read in a log than a HashMap's). */
    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return m;
    }

    // ---------------------------------------------------------------------------------------------------------
    // JSON (RFC 8259), reading and writing, in plain Java types:
    //   object -> Map<String, Object> (a LinkedHashMap: keys keep their order; a repeated key keeps the last value)
    //   array -> List<Object>, string -> String, true/false -> Boolean, null -> null,
    //   number -> Long when written without a fraction or an exponent and small enough, else Double.

    static final class Json {
        /** Deeper nesting than this is refused rather than risking a StackOverflowError (requests are ~4 deep). */
        static final int MAX_DEPTH = 500;

        private final String text;
        private int pos;
        private int depth;

        private Json(String text) {
            this.text = text;
        }

        /** Parses one JSON document; anything else (bad syntax, text after the value) is an IllegalArgumentException. */
        static Object parse(String text) {
            Json p = new Json(text);
            Object value = p.value();
            p.skipSpace();
            if (p.pos < text.length()) throw p.error("unexpected text after the value");
            return value;
        }

        private IllegalArgumentException error(String message) {
            return new IllegalArgumentException("JSON: " + message + " at character " + (pos + 1));
        }

        private void skipSpace() {
            // JSON's whitespace is exactly these four characters (Character.isWhitespace would accept more).
            while (pos < text.length() && " \t\n\r".indexOf(text.charAt(pos)) >= 0) pos++;
        }

        private Object value() {
            skipSpace();
            if (pos >= text.length()) throw error("unexpected end of the text");
            char c = text.charAt(pos);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': return literal("true", Boolean.TRUE);
                case 'f': return literal("false", Boolean.FALSE);
                case 'n': return literal("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw error("unexpected character '" + c + "'");
            }
        }

        private void expect(char c) {
            if (pos >= text.length() || text.charAt(pos) != c) throw error("expected '" + c + "'");
            pos++;
        }

        private void enter() {
            if (++depth > MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
        }

        private Map<String, Object> object() {
            enter();
            expect('{');
            Map<String, Object> m = new LinkedHashMap<>();
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == '}') {
                pos++;
            } else {
                while (true) {
                    skipSpace();
                    if (pos >= text.length() || text.charAt(pos) != '"') throw error("expected a key in quotes");
                    String key = string();
                    skipSpace();
                    expect(':');
                    m.put(key, value());
                    skipSpace();
                    if (pos < text.length() && text.charAt(pos) == ',') {
                        pos++;
                        continue;
                    }
                    expect('}');
                    break;
                }
            }
            depth--;
            return m;
        }

        private List<Object> array() {
            enter();
            expect('[');
            List<Object> list = new ArrayList<>();
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == ']') {
                pos++;
            } else {
                while (true) {
                    list.add(value());
                    skipSpace();
                    if (pos < text.length() && text.charAt(pos) == ',') {
                        pos++;
                        continue;
                    }
                    expect(']');
                    break;
                }
            }
            depth--;
            return list;
        }

        private String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (pos >= text.length()) throw error("unterminated string");
                char c = text.charAt(pos++);
                if (c == '"') return sb.toString();
                // Control characters must be escaped inside a JSON string.
                if (c < 0x20) throw error("unescaped control character in a string");
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                if (pos >= text.length()) throw error("unterminated escape");
                char e = text.charAt(pos++);
                switch (e) {
                    case '"': sb.append('"'); break;
                    case '\\': sb.append('\\'); break;
                    case '/': sb.append('/'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'n': sb.append('\n'); break;
                    case 'r': sb.append('\r'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        // Four hex digits give one UTF-16 unit. A character beyond U+FFFF comes as two escapes (a
                        // surrogate pair), and a Java String is UTF-16 too, so appending each unit rebuilds it.
                        if (pos + 4 > text.length()) throw error("\\u needs four hex digits");
                        int unit = 0;
                        for (int i = 0; i < 4; i++) {
                            int digit = hexDigit(text.charAt(pos++));
                            if (digit < 0) throw error("\\u needs four hex digits");
                            unit = unit * 16 + digit;
                        }
                        sb.append((char) unit);
                        break;
                    default:
                        throw error("unknown escape \\" + e);
                }
            }
        }

        /** The value of an ASCII hex digit, or -1 (Character.digit would also accept other scripts' digits). */
        private static int hexDigit(char c) {
            if (c >= '0' && c <= '9') return c - '0';
            if (c >= 'a' && c <= 'f') return c - 'a' + 10;
            if (c >= 'A' && c <= 'F') return c - 'A' + 10;
            return -1;
        }

        private Object number() {
            // Check JSON's grammar first: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? . Java's own parsers
            // accept forms JSON does not ("+1", "1.", ".5", "0x1p3", "Infinity", "1d").
            int start = pos;
            if (text.charAt(pos) == '-') pos++;
            if (pos < text.length() && text.charAt(pos) == '0') {
                pos++;
            } else if (digits() == 0) {
                throw error("expected a digit");
            }
            boolean whole = true;
            if (pos < text.length() && text.charAt(pos) == '.') {
                pos++;
                if (digits() == 0) throw error("expected a digit after '.'");
                whole = false;
            }
            if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
                pos++;
                if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) pos++;
                if (digits() == 0) throw error("expected a digit in the exponent");
                whole = false;
            }
            String s = text.substring(start, pos);
            if (whole) {
                try {
                    return Long.parseLong(s);
                } catch (NumberFormatException tooBig) {
                    // Beyond a long: keep it as a Double, as JavaScript would.
                }
            }
            return Double.parseDouble(s);
        }

        /** Skips a run of ASCII digits and says how many there were. */
        private int digits() {
            int start = pos;
            while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') pos++;
            return pos - start;
        }

        private Object literal(String word, Object value) {
            if (!text.startsWith(word, pos)) throw error("expected " + word);
            pos += word.length();
            return value;
        }

        /** Writes a value (the types above, plus any Integer or other Number) as compact JSON on one line. */
        static String write(Object value) {
            StringBuilder sb = new StringBuilder();
            write(value, sb);
            return sb.toString();
        }

        private static void write(Object v, StringBuilder out) {
            if (v == null || v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
                out.append(v);
            } else if (v instanceof Double || v instanceof Float) {
                double d = ((Number) v).doubleValue();
                // JSON has no NaN or Infinity; writing them would make the whole line unreadable.
                if (!Double.isFinite(d)) throw new IllegalArgumentException("JSON cannot hold " + d);
                out.append(d); // e.g. 1.5, 1.0E-7: both valid JSON
            } else if (v instanceof String s) {
                writeString(s, out);
            } else if (v instanceof Map<?, ?> m) {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    if (!(e.getKey() instanceof String key)) throw new IllegalArgumentException("a JSON key must be a string");
                    if (!first) out.append(',');
                    first = false;
                    writeString(key, out);
                    out.append(':');
                    write(e.getValue(), out);
                }
                out.append('}');
            } else if (v instanceof Collection<?> c) {
                out.append('[');
                boolean first = true;
                for (Object item : c) {
                    if (!first) out.append(',');
                    first = false;
                    write(item, out);
                }
                out.append(']');
            } else {
                throw new IllegalArgumentException("cannot write a " + v.getClass().getName() + " as JSON");
            }
        }

        private static void writeString(String s, StringBuilder out) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"') out.append("\\\"");
                else if (c == '\\') out.append("\\\\");
                else if (c == '\n') out.append("\\n");
                else if (c == '\r') out.append("\\r");
                else if (c == '\t') out.append("\\t");
                // Everything outside printable ASCII as \\uXXXX: the line is then plain ASCII, whatever the
                // platform's default encoding, and even a lone surrogate survives the trip.
                else if (c < 0x20 || c > 0x7e) out.append(String.format("\\u%04x", (int) c));
                else out.append(c);
            }
            out.append('"');
        }
    }
}
