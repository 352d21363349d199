/**
 * The last step of `npm run build`: how many sample entries each page in out/ shows, one line a
 * page, so every build says what the production deploy's gate (`npm run content:report --
 * --strict`, docs/deploy.md) would refuse. It never fails the build: a preview may show samples.
 */
import {
  placeSamples,
  readBuiltPages,
  sampleCountLines,
  sampleEntriesOf,
  sampleSources,
} from "./lib/sample-pages";

const built = readBuiltPages("out");
if (built) {
  const placement = placeSamples(sampleEntriesOf(await sampleSources()), built);
  for (const line of sampleCountLines(placement)) console.log(line);
}
