// Summarises a V8 CPU profile (node --cpu-prof, or BENCH_CPU_PROF with the benches) over its last loaded seconds:
// self time by file and by function, and inclusive time by function, as shares of that window.
//   node bench/cpu-profile-summary.mjs CPU.….cpuprofile [seconds=10] [rows=60]
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const windowS = Number(process.argv[3] ?? 10);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const times = p.timeDeltas.map((d) => (t += d));
const end = times[times.length - 1]; const from = end - windowS * 1e6;
const self = new Map(); const incl = new Map(); let total = 0;
const label = (n) => { const cf = n.callFrame; const url = cf.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, ''); return `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}`; };
const cat = (n) => { const url = n.callFrame.url; if (!url) return n.callFrame.functionName; if (url.includes('node_modules')) return url.replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1'); if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?([^/]+).*/, 'node:$2'); return url.replace(/.*\/work\/main\//, ''); };
const selfCat = new Map();
p.samples.forEach((id, i) => {
  if (times[i] < from) return; const dt = p.timeDeltas[i + 1] ?? 0; total += dt;
  const n = byId.get(id); self.set(label(n), (self.get(label(n)) ?? 0) + dt); selfCat.set(cat(n), (selfCat.get(cat(n)) ?? 0) + dt);
  const seen = new Set(); let cur = id; while (cur !== undefined) { const k = label(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } cur = parent.get(cur); }
});
const show = (m, k, title) => { console.log(`--- ${title}`); [...m].sort((a, b) => b[1] - a[1]).slice(0, k).forEach(([key, v]) => console.log((100 * v / total).toFixed(1).padStart(5) + '%', key)); };
console.log('window ms', (total / 1000).toFixed(0));
show(selfCat, 30, 'self by file'); show(self, 40, 'self by function'); show(incl, Number(process.argv[4] ?? 60), 'inclusive');
