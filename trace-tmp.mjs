import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter(e => e.name === 'RunTask' && e.dur > 30000);
const nav = traceEvents.find(e => e.name === 'navigationStart' || e.name==='NavigationStartToLargestContentfulPaint::AllFrames::UMA') ;
const t0 = Math.min(...traceEvents.filter(e=>e.name==='TracingStartedInBrowser').map(e=>e.ts));
for (const t of main) {
  const kids = traceEvents.filter(e => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e.dur > 4000 && e !== t);
  console.log(`task @${((t.ts - t0)/1000).toFixed(0)}ms ${(t.dur/1000).toFixed(0)}ms`);
  for (const k of kids.slice(0, 12)) console.log(`   ${k.name} ${(k.dur/1000).toFixed(0)}ms ${(k.args?.data?.url||k.args?.data?.functionName||k.args?.data?.type||'').toString().replace(/http:\/\/[^/]+/,'').slice(0,60)}`);
}
