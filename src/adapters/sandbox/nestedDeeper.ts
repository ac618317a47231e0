/**
 * A cheap look at a JSON text's nesting before JSON.parse: a process bot's answer line is read by the controller, and
 * parsing one nested hundreds of thousands deep costs it seconds of CPU (its event loop blocked meanwhile).
 */

/**
 * True when `text` opens more than `max` arrays or objects inside one another (brackets in strings not counted). One
 * pass, no allocation; a text that is not JSON at all is left to JSON.parse to refuse.
 */
export function nestedDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
