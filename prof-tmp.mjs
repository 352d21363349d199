import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i+1] ?? 0)); });
// aggregate inclusive by function name
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
const selfBy = new Map(); for (const [id, t] of self) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`; selfBy.set(k, (selfBy.get(k) ?? 0) + t); }
console.log('--- self top'); [...selfBy].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,t])=>console.log((t/1000).toFixed(1).padStart(7), k));
console.log('--- inclusive top'); [...incl].sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,t])=>console.log((t/1000).toFixed(1).padStart(7), k));
