/**
 * Where a bot's worker runs: a sandboxed frame of its own (sandbox="allow-scripts", no allow-same-origin), which
 * starts the worker from the script the page hands it. The frame's origin is opaque and its own, so the browser gives
 * the worker no storage (IndexedDB, the origin-private file system, caches), no Web Locks, and no origin it shares
 * with the other bot's worker (a BroadcastChannel reaches nobody). The frame's script (frame/botFrame.js) is the one
 * inline script the Content-Security-Policy allows, by its hash; the worker inherits the same policy (no eval, no
 * connections). Removing the frame ends the worker with it, whatever the worker is doing.
 */
import FRAME_SCRIPT from './frame/botFrame.js?raw';

/** What the frame says about its worker: a message, or why the worker failed (the line and column in its script). */
export type FrameEvent =
  { type: 'message'; data: unknown } | { type: 'error'; message: string; line?: number; column?: number };

/** A worker started in a frame of its own; `stop` removes the frame, which ends the worker. */
export interface FramedWorker {
  post(data: unknown): void;
  stop(): void;
}

/** The frame's document: its one script, inline (allowed by the hash of FRAME_SCRIPT in the page's policy). */
function frameDocument(): string {
  return `<!doctype html><meta charset="utf-8"><script>${FRAME_SCRIPT}</script>`;
}

function hiddenFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = "a bot's sandbox";
  frame.className = 'bot-frame';
  frame.hidden = true;
  frame.srcdoc = frameDocument();
  return frame;
}

/** Starts `script` as a worker inside a new sandboxed frame; `onEvent` hears its messages and failures. */
export function startFramedWorker(script: string, onEvent: (e: FrameEvent) => void): FramedWorker {
  const frame = hiddenFrame();
  const channel = new MessageChannel();
  let stopped = false;
  const ready = (e: MessageEvent): void => {
    if (e.source !== frame.contentWindow || (e.data as { fray?: unknown } | null)?.fray !== 'frame-ready') return;
    window.removeEventListener('message', ready);
    // The frame's origin is opaque: it has no name to address it by, so '*' (the frame itself is the target).
    frame.contentWindow?.postMessage({ fray: 'start', script }, '*', [channel.port2]);
  };
  window.addEventListener('message', ready);
  channel.port1.onmessage = (e: MessageEvent<FrameEvent>) => {
    if (!stopped) onEvent(e.data);
  };
  document.body.append(frame);
  return {
    post: (data) => channel.port1.postMessage(data),
    stop() {
      if (stopped) return;
      stopped = true;
      window.removeEventListener('message', ready);
      channel.port1.close();
      frame.remove();
    },
  };
}

/** The frame script's text, for the build and the tests that check its hash is the one the policy allows. */
export const BOT_FRAME_SCRIPT: string = FRAME_SCRIPT;
