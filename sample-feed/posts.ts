/**
 * The bundled sample feed's posts: fictional articles, webinars and PodParks episodes written for
 * local development and the tests. They are not the association's posts. Titles and excerpts are
 * HTML as WordPress renders it (entities, inline markup) so the site's text cleaning is exercised.
 */

export type SampleCategory = { id: number; name: string; slug: string };

export const sampleCategories = [
  { id: 3, name: "Sustainability", slug: "sustainability" },
  { id: 4, name: "Design", slug: "design" },
  { id: 5, name: "Community", slug: "community" },
  { id: 6, name: "Innovation", slug: "innovation" },
  { id: 12, name: "Webinars", slug: "webinars" },
  { id: 13, name: "Future Webinars", slug: "future-webinars" },
  { id: 21, name: "PodParks", slug: "podparks" },
] as const satisfies readonly SampleCategory[];

type SampleCategorySlug = (typeof sampleCategories)[number]["slug"];

export type SamplePost = {
  slug: string;
  /** Local WordPress time, no zone, as the REST API gives it. */
  date: string;
  title: string;
  excerpt: string;
  content: string;
  categories: readonly SampleCategorySlug[];
  author: string;
  /** Artwork variant of the featured image; null = the post has no featured image. */
  image: number | null;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("\n");

export const samplePosts: readonly SamplePost[] = [
  {
    slug: "future-webinar-nature-based-play",
    date: "2026-11-20T09:00:00",
    title: "Webinar: Designing for Nature&#8209;Based Play in Dense Cities",
    excerpt: p(
      "Join play researchers and park designers on 10 December 2026 for a live session on bringing loose parts, water and wild corners into small urban parks &hellip;",
    ),
    content: p(
      "A live, free webinar on 10 December 2026 for members and friends of the network.",
      "We look at three small parks that made room for nature-based play, what it cost and how maintenance teams adapted.",
    ),
    categories: ["future-webinars"],
    author: "Programme Team",
    image: 5,
  },
  {
    slug: "future-webinar-heat-resilience",
    date: "2026-10-30T09:00:00",
    title: "Webinar: Cooling Cities &#8211; Parks as Heat Refuges",
    excerpt: p("How park agencies map heat risk and plan shade, water and canopy where they matter most."),
    content: p("On 18 February 2027 a panel of park managers from three climates shares heat action plans."),
    categories: ["future-webinars"],
    author: "Programme Team",
    image: 2,
  },
  {
    slug: "parks-and-people-whats-next",
    date: "2026-11-18T09:00:00",
    title: "Parks &amp; People: What&#8217;s Next for Urban Green Space?",
    excerpt: p(
      'Ten years of the network taught us that parks thrive when communities own them. Here is what members told us they want to tackle next &hellip; <a href="#more" class="more-link">Continue reading</a>',
    ),
    content: p(
      "Ten years of the network taught us that parks thrive when communities own them.",
      "We asked members across five regions what comes next: climate resilience, fair access and data they can trust.",
    ),
    categories: ["community"],
    author: "Editorial Team",
    image: 0,
  },
  {
    slug: "podparks-40-green-streets",
    date: "2026-11-12T06:00:00",
    title: "PodParks 40. <em>Green Streets</em> and the Park Next Door",
    excerpt: p(
      "In this PodParks episode we walk a street that became a linear park and hear from the neighbours who pushed for it.",
    ),
    content: p(
      "Our host talks with a city planner and two residents about turning a four-lane road into a green corridor.",
    ),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 1,
  },
  {
    slug: "webinar-recording-inclusive-playgrounds",
    date: "2026-11-05T20:00:00",
    title: "Webinar Recording: Inclusive Playgrounds That Work for Everyone",
    excerpt: p(
      "Watch the recording: accessibility experts and families on what makes a playground truly inclusive.",
    ),
    content: p("The recording of our October webinar, with slides and a reading list."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 3,
  },
  {
    slug: "measuring-park-benefits",
    date: "2026-10-29T09:00:00",
    title: "Measuring Park Benefits: A Field Guide for Small Agencies",
    excerpt: p(
      "You don&#8217;t need a research unit to show what your parks do for health and climate. Start with these five measures.",
    ),
    content: p("Five measures any park team can collect with a clipboard and a spreadsheet."),
    categories: ["sustainability"],
    author: "Editorial Team",
    image: 4,
  },
  {
    slug: "podparks-39-ten-years",
    date: "2026-10-22T06:00:00",
    title: "PodParks 39. Ten Years of Parks, People and Purpose",
    excerpt: p("A look back at a decade of the network with founding members, in their own words."),
    content: p("Founding members remember the first congress and the ideas that shaped the network."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 2,
  },
  {
    slug: "designing-shade",
    date: "2026-10-15T09:00:00",
    title: "Designing Shade: Trees, Canopies and Cool Corners",
    excerpt: "",
    content: p(
      "Shade is the most requested amenity in park surveys. We compare trees, structures and hybrids on cost, comfort and upkeep.",
    ),
    categories: ["design"],
    author: "Editorial Team",
    image: 5,
  },
  {
    slug: "webinar-recording-volunteer-stewardship",
    date: "2026-10-08T20:00:00",
    title: "Webinar Recording: Growing a Volunteer Stewardship Program",
    excerpt: p("How three cities recruit, train and keep park volunteers for years, not weeks."),
    content: p("The recording and the volunteer handbook template shared by our speakers."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 0,
  },
  {
    slug: "podparks-38-night-parks",
    date: "2026-10-01T06:00:00",
    title: "PodParks 38. After Dark: Parks at Night",
    excerpt: p("Lighting, safety and wildlife: what happens when parks stay open after sunset?"),
    content: p(
      "An ecologist and a lighting designer on parks that welcome people at night without harming wildlife.",
    ),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 3,
  },
  {
    slug: "smart-irrigation",
    date: "2026-09-24T09:00:00",
    title: "Smart Irrigation Saved One City 30% of Its Park Water",
    excerpt: p(
      "Soil sensors, weather data and a patient maintenance crew: a case study in saving water without browning lawns.",
    ),
    content: p("A mid-sized city shares its data from three summers of sensor-led irrigation."),
    categories: ["innovation"],
    author: "Editorial Team",
    image: 1,
  },
  {
    slug: "webinar-recording-park-data",
    date: "2026-09-17T20:00:00",
    title: "Webinar Recording: Open Data for Parks",
    excerpt: p("Which park data to publish, in what format, and how others will use it."),
    content: p("The recording of our September session on open park data."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 4,
  },
  {
    slug: "podparks-37-cemeteries",
    date: "2026-09-10T06:00:00",
    title: "PodParks 37. Cemeteries as Green Infrastructure",
    excerpt: p("Quiet, old and full of trees: why cemeteries matter to urban nature."),
    content: p("Two cemetery managers on biodiversity, heritage and respectful public access."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 5,
  },
  {
    slug: "community-gardens-lessons",
    date: "2026-09-03T09:00:00",
    title: "Community Gardens: Lessons from Five Continents",
    excerpt: p("What a plot in a public park gives a neighbourhood, and what it asks of park managers."),
    content: p("Members from five regions share how they run community gardens in public parks."),
    categories: ["community"],
    author: "Editorial Team",
    image: null,
  },
  {
    slug: "webinar-recording-large-parks",
    date: "2026-08-27T20:00:00",
    title: "Webinar Recording: Managing Large Urban Parks",
    excerpt: p("Governance, funding and visitor management in parks of more than 100 hectares."),
    content: p("The recording of our large parks roundtable."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 2,
  },
  {
    slug: "podparks-36-play",
    date: "2026-08-20T06:00:00",
    title: "PodParks 36. Let Them Play: Risk, Nature and Childhood",
    excerpt: p("Why a little risk is good for children, and how park agencies can allow it."),
    content: p("A play researcher and a risk manager find common ground."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 0,
  },
  {
    slug: "biodiversity-mowing",
    date: "2026-08-13T09:00:00",
    title: "Mow Less, See More: Biodiversity Through Changed Routines",
    excerpt: p(
      "Letting some grass grow brought back pollinators, and a few complaints. Here is how one park team handled both.",
    ),
    content: p("A park team's two-year experiment with reduced mowing."),
    categories: ["sustainability"],
    author: "Editorial Team",
    image: 3,
  },
  {
    slug: "webinar-recording-funding",
    date: "2026-07-30T20:00:00",
    title: "Webinar Recording: Funding Parks Beyond the Budget",
    excerpt: p("Conservancies, sponsorship and green bonds: options and pitfalls."),
    content: p("The recording of our funding models webinar."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 1,
  },
  {
    slug: "podparks-35-water",
    date: "2026-07-23T06:00:00",
    title: "PodParks 35. Sponge Parks: Living with Water",
    excerpt: p("Parks that flood on purpose, and the cities that planned them."),
    content: p("Designers of three sponge parks explain how they hold stormwater and still welcome people."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 4,
  },
  {
    slug: "wayfinding-design",
    date: "2026-07-16T09:00:00",
    title: "Wayfinding That Welcomes: Signs, Maps and Languages",
    excerpt: p(
      "Good signage tells visitors they belong. A checklist for multilingual, accessible park wayfinding.",
    ),
    content: p("A checklist for accessible, multilingual wayfinding in parks."),
    categories: ["design"],
    author: "Editorial Team",
    image: 2,
  },
  {
    slug: "webinar-recording-ageing",
    date: "2026-07-09T20:00:00",
    title: "Webinar Recording: Parks for an Ageing Population",
    excerpt: p("Benches, toilets, shade and company: designing parks for older visitors."),
    content: p("The recording of our session with the Ageing, Well-being &amp; Parks committee."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 5,
  },
  {
    slug: "podparks-34-data",
    date: "2026-07-02T06:00:00",
    title: "PodParks 34. Counting Visitors Without Counting Heads",
    excerpt: p("Sensors, surveys and phones: how park teams estimate use, and what they do with it."),
    content: p("A data analyst and a park manager on visitor counts that respect privacy."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 0,
  },
  {
    slug: "webinar-recording-climate-plans",
    date: "2026-06-25T20:00:00",
    title: "Webinar Recording: Parks in Climate Action Plans",
    excerpt: p("How to get parks named, funded and measured in your city&#8217;s climate plan."),
    content: p("The recording of our climate action planning webinar."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 3,
  },
  {
    slug: "podparks-33-dogs",
    date: "2026-06-18T06:00:00",
    title: "PodParks 33. Dogs, Parks and Sharing Space",
    excerpt: p("Off-leash areas, conflicts and compromises from four cities."),
    content: p("Four park managers compare their approaches to dogs in parks."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 1,
  },
  {
    slug: "pocket-parks",
    date: "2026-06-11T09:00:00",
    title: "Pocket Parks: Big Returns from Small Spaces",
    excerpt: p("Vacant lots turned into neighbourhood rooms: costs, design moves and maintenance deals."),
    content: p("Three pocket parks, their budgets and what residents use them for."),
    categories: ["design"],
    author: "Editorial Team",
    image: 4,
  },
  {
    slug: "webinar-recording-youth-voices",
    date: "2026-06-04T20:00:00",
    title: "Webinar Recording: Young Park Leaders on Youth Voices",
    excerpt: p("Young professionals on involving teenagers in park design."),
    content: p("The recording of our session with young park leaders."),
    categories: ["webinars"],
    author: "Programme Team",
    image: 2,
  },
  {
    slug: "podparks-32-nature",
    date: "2026-05-28T06:00:00",
    title: "PodParks 32. Nature Doesn&#8217;t Need Us &ndash; But We Need Nature",
    excerpt: p("A conversation on humility, ecology and the work of park professionals."),
    content: p("An ecologist reflects on what parks teach cities about living with nature."),
    categories: ["podparks"],
    author: "PodParks Team",
    image: 5,
  },
  {
    slug: "trees-and-sidewalks",
    date: "2026-05-21T09:00:00",
    title: "Street Trees &amp; Sidewalks: Ending the Root Wars",
    excerpt: p(
      "Structural soils, wider pits and smarter species choices keep both trees and pavements healthy.",
    ),
    content: p("Arborists and engineers on street trees that don't lift the pavement."),
    categories: ["sustainability"],
    author: "Editorial Team",
    image: 0,
  },
  {
    slug: "park-apps",
    date: "2026-05-14T09:00:00",
    title: "Do Parks Need Apps? What Visitors Actually Use",
    excerpt: p(
      "We surveyed park apps in twelve cities. Most visitors want three things, and none of them is an app.",
    ),
    content: p("A survey of park apps and what visitors really use."),
    categories: ["innovation"],
    author: "Editorial Team",
    image: 3,
  },
];
