// Memory of a process and all its descendants (Linux /proc), sampled while a bench runs. Proportional set
// size (PSS): pages shared between Chromium's processes count once in all, not once per process.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * @param {string} file
 * @param {string} fallback
 */
function readOr(file, fallback) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback; // the process ended meanwhile
  }
}

/**
 * The pid of the product's API: the node process running api/dist/server.js with this DATA_DIR.
 * @param {string} dataDir
 */
export function serverPid(dataDir) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (!readOr(`/proc/${pid}/cmdline`, '').includes('api/dist/server.js')) continue;
    if (readOr(`/proc/${pid}/environ`, '').split('\0').includes(`DATA_DIR=${dataDir}`)) return Number(pid);
  }
  throw new Error(`No API process with DATA_DIR=${dataDir}`);
}

/**
 * PSS in bytes of `root` and every process under it (the browser and its renderers).
 * @param {number} root
 */
function treePss(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const pss = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = readOr(`/proc/${pid}/stat`, '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    pss.set(Number(pid), Number(/^Pss:\s+(\d+) kB/m.exec(readOr(`/proc/${pid}/smaps_rollup`, ''))?.[1] ?? 0) * 1024);
  }
  let total = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += pss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples the tree's memory every `everyMs` until stopped; `stop()` answers the peak.
 * @param {number} root
 */
export function sampleMemory(root, everyMs = 200) {
  let peak = treePss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treePss(root));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treePss(root));
    },
  };
}
