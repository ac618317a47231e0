/**
 * The seccomp filter bubblewrap installs for every bot and build: a classic BPF program, made here byte by byte (no
 * libseccomp), that refuses with EPERM the system calls a bot does not need and two bots could use to reach each
 * other or the kernel's shared state: file locks and leases, file-change notifications, new namespaces and mounts,
 * tracing, keyrings, BPF, io_uring and the machine-wide `sysinfo`. Everything else is allowed.
 */
import { arch } from 'node:process';

/** One BPF instruction: 16-bit code, jump-if-true, jump-if-false, 32-bit constant. */
type Insn = [code: number, jt: number, jf: number, k: number];

const LD_W_ABS = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ_K = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE_K = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RET_K = 0x06; // BPF_RET | BPF_K

const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const EPERM = 1;
const RET_EPERM = 0x00050000 | EPERM;

/** Offsets in struct seccomp_data: the call's number, the architecture, and the low half of the second argument. */
const NR = 0;
const ARCH = 4;
const ARG1_LOW = 24;

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

/** The system calls of one architecture: its audit number, fcntl's number, and those refused outright. */
interface ArchCalls {
  audit: number;
  fcntl: number;
  denied: Record<string, number>;
  /** x86-64 also accepts x32 calls (numbers with bit 30 set), which must not slip past the table. */
  x32Bit?: number;
}

const X86_64: ArchCalls = {
  audit: 0xc000003e,
  fcntl: 72,
  x32Bit: 0x40000000,
  denied: {
    flock: 73,
    sysinfo: 99,
    ptrace: 101,
    pivot_root: 155,
    mount: 165,
    umount2: 166,
    add_key: 248,
    request_key: 249,
    keyctl: 250,
    inotify_init: 253,
    inotify_add_watch: 254,
    unshare: 272,
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
  },
};

const AARCH64: ArchCalls = {
  audit: 0xc00000b7,
  fcntl: 25,
  denied: {
    inotify_init1: 26,
    inotify_add_watch: 27,
    flock: 32,
    umount2: 39,
    mount: 40,
    pivot_root: 41,
    unshare: 97,
    ptrace: 117,
    sysinfo: 179,
    add_key: 217,
    request_key: 218,
    keyctl: 219,
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
  },
};

/** The system calls this filter refuses, by name (for the security document and the tests). */
export function deniedCalls(): string[] {
  const calls = callsOf(arch);
  return calls === undefined ? [] : [...Object.keys(calls.denied), 'fcntl (locks, leases, notifications)'];
}

function callsOf(cpu: string): ArchCalls | undefined {
  if (cpu === 'x64') return X86_64;
  if (cpu === 'arm64') return AARCH64;
  return undefined;
}

/** The filter's instructions for one architecture. Jumps are relative, so the program is built back to front. */
function program(calls: ArchCalls): Insn[] {
  const denied = Object.values(calls.denied);
  // Tail, in order: [fcntl check] [per-command checks] ALLOW, EPERM.
  // Layout: 0 ld arch; 1 jeq arch; 2 kill; 3 ld nr; (x32: 4 jge x32 → eperm); denied jeqs → eperm; jeq fcntl → cmd;
  // allow; cmd: ld arg1; jeqs → eperm; allow; eperm.
  const out: Insn[] = [];
  out.push([LD_W_ABS, 0, 0, ARCH]);
  out.push([JEQ_K, 1, 0, calls.audit]);
  out.push([RET_K, 0, 0, RET_KILL_PROCESS]);
  out.push([LD_W_ABS, 0, 0, NR]);
  const checks: number[] = calls.x32Bit === undefined ? [] : [-1];
  checks.push(...denied);
  // Index of the final EPERM return, computed once the length is known.
  const body = out.length;
  const afterChecks = body + checks.length;
  // afterChecks: jeq fcntl → fcntlCheck (skip the allow); afterChecks+1: allow;
  // afterChecks+2: ld arg1; then FCNTL_DENIED.length jeqs; then allow; then eperm.
  const fcntlAt = afterChecks;
  const allow1 = fcntlAt + 1;
  const ldArg = allow1 + 1;
  const cmdChecks = ldArg + 1;
  const allow2 = cmdChecks + FCNTL_DENIED.length;
  const eperm = allow2 + 1;
  for (const [i, nr] of checks.entries()) {
    const at = body + i;
    const jt = eperm - at - 1;
    out.push(nr === -1 ? [JGE_K, jt, 0, calls.x32Bit as number] : [JEQ_K, jt, 0, nr]);
  }
  out.push([JEQ_K, 1, 0, calls.fcntl]);
  out.push([RET_K, 0, 0, RET_ALLOW]);
  out.push([LD_W_ABS, 0, 0, ARG1_LOW]);
  for (const [i, cmd] of FCNTL_DENIED.entries()) out.push([JEQ_K, eperm - (cmdChecks + i) - 1, 0, cmd]);
  out.push([RET_K, 0, 0, RET_ALLOW]);
  out.push([RET_K, 0, 0, RET_EPERM]);
  if (out.length !== eperm + 1) throw new RangeError('seccomp: the program layout is inconsistent');
  return out;
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
