/**
 * The seccomp filter bubblewrap installs for every bot and build: a classic BPF program, made here byte by byte (no
 * libseccomp), that refuses the system calls a bot does not need and two bots could use to reach each other or the
 * kernel's shared state: file locks and leases, file-change notifications, new namespaces and mounts, tracing,
 * keyrings, BPF, io_uring and kernel AIO, the machine-wide `sysinfo`, and every call that reveals or steers the page
 * cache (`mincore`, `cachestat`, `fadvise64`, `readahead`, some `madvise` advice, reads and writes with RWF_NOWAIT).
 * Everything else is allowed. `decide` runs the program, so the tests check both architectures on any machine.
 */
import { arch } from 'node:process';

/** One BPF instruction: 16-bit code, jump-if-true, jump-if-false, 32-bit constant. */
type Insn = [code: number, jt: number, jf: number, k: number];

const LD_W_ABS = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ_K = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE_K = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const JSET_K = 0x45; // BPF_JMP | BPF_JSET | BPF_K
const RET_K = 0x06; // BPF_RET | BPF_K

const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;

/** The errors a refused call gets: what a program expects from a kernel that lacks the feature, where one exists. */
const EPERM = 1;
const EINVAL = 22;
const ENOSYS = 38;
const EOPNOTSUPP = 95;

/** Offsets in struct seccomp_data: the call's number, the architecture, and the low half of argument `i`. */
const NR = 0;
const ARCH = 4;
const argLow = (i: number): number => 16 + 8 * i;

/** fcntl commands that lock, lease or watch a file: each is a way to signal another process through a shared file. */
const FCNTL_DENIED = [
  5, // F_GETLK
  6, // F_SETLK
  7, // F_SETLKW
  36, // F_OFD_GETLK
  37, // F_OFD_SETLK
  38, // F_OFD_SETLKW
  1024, // F_SETLEASE
  1025, // F_GETLEASE
  1026, // F_NOTIFY (dnotify)
];

/**
 * madvise advice that reads pages of a file into the page cache ahead of use, or pushes them out of it: another bot
 * sharing the file (anything under /usr) would see the change. Advice about the bot's own memory stays allowed.
 */
const MADVISE_DENIED = [
  3, // MADV_WILLNEED
  20, // MADV_COLD
  21, // MADV_PAGEOUT
  22, // MADV_POPULATE_READ
  23, // MADV_POPULATE_WRITE
  25, // MADV_COLLAPSE (reads a file's missing pages in to make a huge page of them)
];

/** preadv2/pwritev2's flag that fails instead of waiting for a page not in the cache: it tells cached from not. */
const RWF_NOWAIT = 0x8;

/** A call refused only for some values of one argument. */
interface ArgRule {
  /** Index of the argument (0-based) whose low 32 bits are checked. */
  arg: number;
  /** Refused when the argument equals one of these... */
  equals?: readonly number[];
  /** ...or has any of these bits set. */
  anyBit?: number;
  errno: number;
}

/** The system calls of one architecture: its audit number, those refused outright, and those refused by argument. */
interface ArchCalls {
  audit: number;
  denied: Record<string, number>;
  /** Refused with another error than EPERM (what a program handles as "not supported here"). */
  errnos?: Record<string, number>;
  byArg: Record<string, { nr: number } & ArgRule>;
  /** x86-64 also accepts x32 calls (numbers with bit 30 set), which must not slip past the table. */
  x32Bit?: number;
}

/** Calls refused by argument, the same on every architecture but for their numbers. */
function argRules(nr: { fcntl: number; madvise: number; preadv2: number; pwritev2: number }): ArchCalls['byArg'] {
  const nowait = { arg: 5, anyBit: RWF_NOWAIT, errno: EOPNOTSUPP };
  return {
    fcntl: { nr: nr.fcntl, arg: 1, equals: FCNTL_DENIED, errno: EPERM },
    madvise: { nr: nr.madvise, arg: 2, equals: MADVISE_DENIED, errno: EINVAL },
    preadv2: { nr: nr.preadv2, ...nowait },
    pwritev2: { nr: nr.pwritev2, ...nowait },
  };
}

/** Kernel AIO can read with RWF_NOWAIT too (in its request, out of the filter's sight): it is refused as missing. */
const AIO_ERRNOS = { io_setup: ENOSYS, io_submit: ENOSYS };

const X86_64: ArchCalls = {
  audit: 0xc000003e,
  x32Bit: 0x40000000,
  denied: {
    mincore: 27,
    flock: 73,
    sysinfo: 99,
    ptrace: 101,
    pivot_root: 155,
    mount: 165,
    umount2: 166,
    readahead: 187,
    io_setup: 206,
    io_submit: 209,
    remap_file_pages: 216,
    fadvise64: 221,
    add_key: 248,
    request_key: 249,
    keyctl: 250,
    inotify_init: 253,
    inotify_add_watch: 254,
    unshare: 272,
    sync_file_range: 277,
    inotify_init1: 294,
    perf_event_open: 298,
    fanotify_init: 300,
    setns: 308,
    bpf: 321,
    userfaultfd: 323,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    process_madvise: 440,
    cachestat: 451,
    open_tree_attr: 467,
  },
  errnos: AIO_ERRNOS,
  byArg: argRules({ fcntl: 72, madvise: 28, preadv2: 327, pwritev2: 328 }),
};

const AARCH64: ArchCalls = {
  audit: 0xc00000b7,
  denied: {
    io_setup: 0,
    io_submit: 2,
    inotify_init1: 26,
    inotify_add_watch: 27,
    flock: 32,
    umount2: 39,
    mount: 40,
    pivot_root: 41,
    sync_file_range: 84,
    unshare: 97,
    ptrace: 117,
    sysinfo: 179,
    readahead: 213,
    add_key: 217,
    request_key: 218,
    keyctl: 219,
    fadvise64: 223,
    mincore: 232,
    remap_file_pages: 234,
    perf_event_open: 241,
    fanotify_init: 262,
    setns: 268,
    bpf: 280,
    userfaultfd: 282,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    process_madvise: 440,
    cachestat: 451,
    open_tree_attr: 467,
  },
  errnos: AIO_ERRNOS,
  byArg: argRules({ fcntl: 25, madvise: 233, preadv2: 286, pwritev2: 287 }),
};

/** The system calls this filter refuses, by name (for the security document and the tests). */
export function deniedCalls(cpu: string = arch): string[] {
  const calls = callsOf(cpu);
  if (calls === undefined) return [];
  return [
    ...Object.keys(calls.denied),
    'fcntl (locks, leases, notifications)',
    'madvise (advice that loads or evicts file pages)',
    'preadv2 and pwritev2 with RWF_NOWAIT',
  ];
}

/** The system call numbers of one architecture, by name (refused ones and those checked by argument). */
export function syscallNumbers(cpu: string): Record<string, number> {
  const calls = callsOf(cpu);
  if (calls === undefined) return {};
  const byArg = Object.fromEntries(Object.entries(calls.byArg).map(([name, r]) => [name, r.nr]));
  return { ...calls.denied, ...byArg };
}

function callsOf(cpu: string): ArchCalls | undefined {
  if (cpu === 'x64') return X86_64;
  if (cpu === 'arm64') return AARCH64;
  return undefined;
}

/** An instruction whose jump targets are labels, resolved once the program's layout is known. */
type Draft = { insn: Insn; jt?: string; jf?: string; label?: string };

/**
 * The filter's instructions for one architecture: the architecture check, then one comparison per refused call
 * (jumping to its error), then one per call checked by argument (jumping to a block that loads the argument and
 * tests it), then ALLOW; the blocks and the error returns follow.
 */
function program(calls: ArchCalls): Insn[] {
  const errnoOf = (name: string): number => calls.errnos?.[name] ?? EPERM;
  const drafts: Draft[] = [
    { insn: [LD_W_ABS, 0, 0, ARCH] },
    { insn: [JEQ_K, 0, 0, calls.audit], jt: 'arch-ok', jf: 'kill' },
    { insn: [RET_K, 0, 0, RET_KILL_PROCESS], label: 'kill' },
    { insn: [LD_W_ABS, 0, 0, NR], label: 'arch-ok' },
  ];
  if (calls.x32Bit !== undefined) drafts.push({ insn: [JGE_K, 0, 0, calls.x32Bit], jt: `errno-${EPERM}` });
  for (const [name, nr] of Object.entries(calls.denied))
    drafts.push({ insn: [JEQ_K, 0, 0, nr], jt: `errno-${errnoOf(name)}` });
  for (const [name, rule] of Object.entries(calls.byArg)) drafts.push({ insn: [JEQ_K, 0, 0, rule.nr], jt: name });
  drafts.push({ insn: [RET_K, 0, 0, RET_ALLOW], label: 'allow' });
  for (const [name, rule] of Object.entries(calls.byArg)) {
    drafts.push({ insn: [LD_W_ABS, 0, 0, argLow(rule.arg)], label: name });
    for (const v of rule.equals ?? []) drafts.push({ insn: [JEQ_K, 0, 0, v], jt: `errno-${rule.errno}` });
    if (rule.anyBit !== undefined) drafts.push({ insn: [JSET_K, 0, 0, rule.anyBit], jt: `errno-${rule.errno}` });
    drafts.push({ insn: [RET_K, 0, 0, RET_ALLOW] });
  }
  const errnos = new Set<number>([EPERM, ...Object.values(calls.errnos ?? {})]);
  for (const rule of Object.values(calls.byArg)) errnos.add(rule.errno);
  for (const e of errnos) drafts.push({ insn: [RET_K, 0, 0, RET_ERRNO | e], label: `errno-${e}` });
  return resolve(drafts);
}

/** Turns label jumps into relative offsets (forward only, at most 255 instructions, as classic BPF requires). */
function resolve(drafts: readonly Draft[]): Insn[] {
  const at = new Map<string, number>();
  for (const [i, d] of drafts.entries()) if (d.label !== undefined) at.set(d.label, i);
  const offset = (from: number, label: string | undefined): number => {
    if (label === undefined) return 0;
    const to = at.get(label);
    const off = to === undefined ? -1 : to - from - 1;
    if (off < 0 || off > 255) throw new RangeError(`seccomp: cannot jump from ${from} to '${label}'`);
    return off;
  };
  return drafts.map((d, i) => [d.insn[0], offset(i, d.jt), offset(i, d.jf), d.insn[3]]);
}

/**
 * The filter as bubblewrap's `--seccomp FD` reads it (struct sock_filter, 8 bytes each, in the machine's byte
 * order), or undefined on an architecture this table does not cover (the caller then says the filter is missing).
 */
export function seccompFilter(cpu: string = arch): Buffer | undefined {
  const calls = callsOf(cpu);
  if (calls === undefined) return undefined;
  const insns = program(calls);
  const buf = Buffer.alloc(insns.length * 8);
  for (const [i, [code, jt, jf, k]] of insns.entries()) {
    buf.writeUInt16LE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    buf.writeUInt32LE(k >>> 0, i * 8 + 4);
  }
  return buf;
}

/** Whether a jump instruction of this file is taken. */
function jumps(code: number, acc: number, k: number): boolean {
  if (code === JEQ_K) return acc === k;
  if (code === JGE_K) return acc >= k;
  if (code === JSET_K) return (acc & k) !== 0;
  throw new RangeError(`seccomp: unknown instruction ${code}`);
}

/** What the filter decides for one call: 'allow', 'kill', or the error number it returns. */
export type Decision = 'allow' | 'kill' | { errno: number };

/**
 * Runs the filter `filter` (as seccompFilter made it) on one call, as the kernel would: `args` are the low halves of
 * the call's arguments. Only the instructions this file emits are understood.
 */
export function decide(filter: Buffer, call: { arch: number; nr: number; args?: readonly number[] }): Decision {
  const word = (off: number): number => {
    if (off === NR) return call.nr >>> 0;
    if (off === ARCH) return call.arch >>> 0;
    const i = (off - 16) / 8;
    return (call.args?.[i] ?? 0) >>> 0;
  };
  let acc = 0;
  for (let pc = 0; pc * 8 < filter.length; pc++) {
    const code = filter.readUInt16LE(pc * 8);
    const jt = filter.readUInt8(pc * 8 + 2);
    const jf = filter.readUInt8(pc * 8 + 3);
    const k = filter.readUInt32LE(pc * 8 + 4);
    if (code === LD_W_ABS) acc = word(k);
    else if (code === RET_K) {
      if (k === RET_ALLOW) return 'allow';
      if (k === RET_KILL_PROCESS) return 'kill';
      return { errno: k & 0xffff };
    } else pc += jumps(code, acc, k) ? jt : jf;
  }
  throw new RangeError('seccomp: the program ran off its end');
}

/** The audit numbers of the architectures the filter is written for. */
export const AUDIT_ARCH = Object.freeze({ x64: X86_64.audit, arm64: AARCH64.audit });
