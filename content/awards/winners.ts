/**
 * The 42 winners of the World Urban Parks Awards 2025 (WUP@10), grouped by region then category on
 * the winners page. Five winners are sourced from public reports (`source`); the rest are fictional
 * samples (`sample: true`) standing in until the full list is published. Real winners have no
 * detail dialog: no testimony or photographs of theirs are on record, and none is invented.
 */
import type { AwardCategory, AwardRegion, Winner, WinnerDetail } from "@/content/types";
import { awardCategories } from "@/content/types";

import type { AwardIllustration } from "./illustrations";

export type AwardWinnerDetail = Omit<WinnerDetail, "photos"> & { photos: readonly AwardIllustration[] };
export type AwardWinner = Winner & { detail?: AwardWinnerDetail };

export const winners = [
  /* ---------------------------------------------------------------- Asia Pacific */
  {
    name: "Harriet Lenwood",
    organization: "Eastmere City Parks",
    region: "Asia Pacific",
    category: "Distinguished Individual Award",
    sample: true,
    detail: {
      photos: ["tree-planting", "riverside-park"],
      description:
        "Over three decades Harriet rebuilt Eastmere's parks service around data and people: a shared asset register, a maintenance benchmark adopted by neighbouring councils and a volunteer programme that now plants twenty thousand trees a year.",
      testimony:
        "Harriet taught a whole generation of us that a parks budget is an argument you win with evidence and with friends. Half the region's park managers learnt the job from her.",
    },
  },
  {
    name: "Daniel Sato-Reyes",
    organization: "Greenline Youth Parks Network",
    region: "Asia Pacific",
    category: "Young Park Leader Award",
    sample: true,
    detail: {
      photos: ["neighbourhood-playground"],
      description:
        "Daniel founded a network of young volunteers who survey under-used reserves, run pop-up play days and hand the council a ranked list of quick improvements. Twelve reserves have been upgraded from their reports.",
      testimony:
        "He turned complaints about 'nothing to do in the park' into a plan the council could fund. The young people he trained now sit on our advisory panel.",
    },
  },
  {
    name: "Priya Ramanathan",
    organization: "Lotus Bay Urban Forestry Unit",
    region: "Asia Pacific",
    category: "Young Park Leader Award",
    sample: true,
  },
  {
    name: "Southgate Regional Parks Authority",
    organization: "Southgate Region",
    region: "Asia Pacific",
    category: "Leading Parks Organization Award",
    sample: true,
    detail: {
      photos: ["forest-trail", "riverside-park"],
      description:
        "The authority manages forty regional parks for two million people. Its ten-year plan joined them into a continuous green network, restored two wetlands and opened every park's condition data to the public.",
      testimony:
        "Southgate shows that a large organisation can still listen. Every park has a community group with a real say in its annual plan.",
    },
  },
  {
    name: "Tidewater Steps Park",
    organization: "Port Halloran Waterfront Trust",
    region: "Asia Pacific",
    category: "Outstanding New Park Project Award",
    sample: true,
    detail: {
      photos: ["riverside-park"],
      description:
        "A former container wharf became a stepped public waterfront: tidal terraces that flood and drain twice a day, a salt-marsh planting edge and shaded steps where the whole city now meets.",
      testimony:
        "We designed it to get wet. Watching children follow the tide up the steps is the best proof that the harbour belongs to everyone again.",
    },
  },
  {
    name: "Banyan Court Green",
    organization: "Sunmarra City Council",
    region: "Asia Pacific",
    category: "Outstanding New Park Project Award",
    sample: true,
  },
  {
    name: "Kingfisher Lane Pocket Park",
    organization: "Willowby Residents' Association",
    region: "Asia Pacific",
    category: "Neighborhood Parks Award",
    sample: true,
    detail: {
      photos: ["neighbourhood-playground", "city-plaza"],
      description:
        "Residents turned a fenced car park into a pocket park in eighteen months: a rain garden, a small play space and a shared tool shed that keeps the place tended by the street itself.",
      testimony:
        "Nobody waited for permission to care about it. The council brought the funding; the neighbours brought the weekends.",
    },
  },
  {
    name: "Lantern Street Commons",
    organization: "Harbourview Ward Office",
    region: "Asia Pacific",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "Great Ridge Parklands",
    organization: "Arlow Metropolitan Parks",
    region: "Asia Pacific",
    category: "ILUP Awards",
    sample: true,
    detail: {
      photos: ["forest-trail"],
      description:
        "Eleven hundred hectares of ridge forest, farmland and lookouts on the city's edge, managed for native habitat and for the half a million visits a year that reach it by bus and bike.",
      testimony:
        "The award belongs to our rangers and volunteers, and to everyone who makes the ridge part of their week.",
    },
  },
  {
    name: "Cedar Basin Regional Park",
    organization: "Cedar Basin Park Board",
    region: "Asia Pacific",
    category: "ILUP Awards",
    sample: true,
  },

  /* ---------------------------------------------------------------- Europe */
  {
    name: "Margit Havelund",
    organization: "Nordvik Parks Foundation",
    region: "Europe",
    category: "Distinguished Individual Award",
    sample: true,
    detail: {
      photos: ["city-plaza"],
      description:
        "Margit led Nordvik's parks for twenty years and wrote the city's first green-space standard: no home more than three hundred metres from a public park. The standard has since been copied across the region.",
      testimony:
        "She measured what mattered to residents, not what was easy to count, and then she held the city to it.",
    },
  },
  {
    name: "Tomás Ferreira Lobo",
    organization: "Parques Vivos Association",
    region: "Europe",
    category: "Distinguished Individual Award",
    sample: true,
  },
  {
    name: "Elise Marchetti",
    organization: "Valdora Green Spaces Department",
    region: "Europe",
    category: "Young Park Leader Award",
    sample: true,
    detail: {
      photos: ["tree-planting"],
      description:
        "Elise designed Valdora's heat-resilience programme: shade-tree corridors to every school, drinking fountains in every park and a summer map of cool routes printed in six languages.",
      testimony:
        "In her first heatwave as programme lead, the cool-route map was in every pharmacy in town. That is leadership at any age.",
    },
  },
  {
    name: "Jonas Verhoef",
    organization: "Alderveen City Greenspace",
    region: "Europe",
    category: "Young Park Leader Award",
    sample: true,
  },
  {
    name: "Brennholm Municipal Parks Service",
    organization: "Brennholm",
    region: "Europe",
    category: "Leading Parks Organization Award",
    sample: true,
    detail: {
      photos: ["riverside-park", "city-plaza"],
      description:
        "Brennholm's parks service moved its whole fleet to electric tools, halved its use of drinking water for irrigation and publishes a yearly report card that residents help to score.",
      testimony:
        "Our crews are proud of the report card, even the bad grades. It's how we earned the budget to fix them.",
    },
  },
  {
    name: "Old Rail Yard Park",
    organization: "Kastelberg Urban Development Agency",
    region: "Europe",
    category: "Outstanding New Park Project Award",
    sample: true,
    detail: {
      photos: ["city-plaza", "forest-trail"],
      description:
        "Nine hectares of disused sidings became a linear park that keeps the old tracks as paths, reuses the station canopy as a market hall and lets pioneer woodland grow on the ballast.",
      testimony:
        "We kept almost everything we found. The rail yard's history is now the first thing visitors talk about.",
    },
  },
  {
    name: "Linden Square Playground",
    organization: "Oststadt District Council",
    region: "Europe",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "Millrace Gardens",
    organization: "Friends of Millrace Gardens",
    region: "Europe",
    category: "Neighborhood Parks Award",
    sample: true,
    detail: {
      photos: ["riverside-park"],
      description:
        "A volunteer group reopened a culverted mill stream and planted its banks as a community garden, with a weekly open day that draws neighbours who had never met.",
      testimony:
        "The stream was under our feet for a hundred years. Bringing it back brought the street together.",
    },
  },
  {
    name: "Saint Aubry Courtyard Green",
    organization: "Aubry Neighbourhood Council",
    region: "Europe",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "Heathervale Country Park",
    organization: "Heathervale Parks Trust",
    region: "Europe",
    category: "ILUP Awards",
    sample: true,
    detail: {
      photos: ["forest-trail"],
      description:
        "Eight hundred hectares of heath, woodland and lakes on the edge of a growing city, restored from former quarries and managed with grazing, volunteers and a ranger team of twelve.",
      testimony:
        "The quarries are now our richest habitats: on a good day you can meet adders, orchids and a school group in a single afternoon.",
    },
  },

  /* ---------------------------------------------------------------- Latin America */
  {
    name: "Parque Esperanto",
    organization: "Tijuana, Baja California, Mexico",
    region: "Latin America",
    category: "Outstanding New Park Project Award",
    source:
      "https://www.cronica.com.mx/nacional/2025/09/25/por-su-transformacion-y-cambio-parque-esperanto-de-tijuana-recibe-premio-mundial-world-urban-parks/",
  },
  {
    name: "Parque Lineal Río Claro",
    organization: "Municipality of Santa Brisa",
    region: "Latin America",
    category: "Outstanding New Park Project Award",
    sample: true,
    detail: {
      photos: ["riverside-park", "tree-planting"],
      description:
        "A channelled river was given back its banks: six kilometres of linear park with flood meadows, a cycle path and outdoor classrooms, built with the neighbourhoods it crosses.",
      testimony: "The river used to be the back of every house. Now every house faces it.",
    },
  },
  {
    name: "Lucía Arrieta Montes",
    organization: "Fundación Verde Andino",
    region: "Latin America",
    category: "Distinguished Individual Award",
    sample: true,
    detail: {
      photos: ["forest-trail"],
      description:
        "Lucía has spent twenty-five years protecting mountain parks around Andean cities, founding a foundation that trains park guards and brokers agreements between cities and farming communities.",
      testimony:
        "Lucía sits down with everyone: mayors, farmers, students. Then she finds the agreement nobody else thought possible.",
    },
  },
  {
    name: "Mateo Quintana",
    organization: "Colectivo Plazas Vivas",
    region: "Latin America",
    category: "Young Park Leader Award",
    sample: true,
  },
  {
    name: "Valle Alto Parks Institute",
    organization: "Valle Alto",
    region: "Latin America",
    category: "Leading Parks Organization Award",
    sample: true,
    detail: {
      photos: ["city-plaza"],
      description:
        "The institute runs ninety parks and plazas with a participatory budget: every year residents choose one improvement per park, and the institute publishes its progress monthly.",
      testimony:
        "People trust us because they can see their decisions built. That trust is our most valuable asset.",
    },
  },
  {
    name: "Plaza de los Naranjos",
    organization: "Las Acacias Neighbourhood Board",
    region: "Latin America",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "El Mirador Community Garden",
    organization: "El Mirador Residents' Association",
    region: "Latin America",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "Serranía Metropolitan Forest",
    organization: "Serranía Park Corporation",
    region: "Latin America",
    category: "ILUP Awards",
    sample: true,
    detail: {
      photos: ["forest-trail", "riverside-park"],
      description:
        "A metropolitan forest of more than a thousand hectares protecting the city's water supply, with trails, an environmental school and a fire-prevention brigade drawn from nearby neighbourhoods.",
      testimony: "This forest gives the city its water and its weekends. Protecting both is the same job.",
    },
  },

  /* ---------------------------------------------------------------- North America */
  {
    name: "Erika Nikolai",
    organization: "Park People",
    region: "North America",
    category: "Distinguished Individual Award",
    source:
      "https://parkpeople.ca/park-people-celebrates-international-recognition-at-world-urban-parks-awards",
  },
  {
    name: "Jordan Whitfield",
    organization: "Crestline Parks & Recreation",
    region: "North America",
    category: "Young Park Leader Award",
    sample: true,
    detail: {
      photos: ["neighbourhood-playground"],
      description:
        "Jordan launched Crestline's 'Parks After Dark' programme: lighting, free evening sport and food trucks in six parks that were empty after sunset. Evening visits have tripled.",
      testimony:
        "Jordan asked teenagers what would bring them to the park at night, and then actually did it.",
    },
  },
  {
    name: "Maple Hollow Parks Conservancy",
    organization: "Maple Hollow",
    region: "North America",
    category: "Leading Parks Organization Award",
    sample: true,
    detail: {
      photos: ["forest-trail", "city-plaza"],
      description:
        "A non-profit conservancy working with the city on a thirty-park system, raising half of its budget from members and running a paid apprenticeship for young people from nearby neighbourhoods.",
      testimony: "Our apprentices now run crews of their own. That is the legacy we care about most.",
    },
  },
  {
    name: "Foundry Creek Park",
    organization: "Eastbank Redevelopment Partnership",
    region: "North America",
    category: "Outstanding New Park Project Award",
    sample: true,
    detail: {
      photos: ["riverside-park"],
      description:
        "An industrial creek was cleaned, daylighted and lined with a park that treats stormwater from forty city blocks, with a boardwalk, a skate plaza and a restored foundry building used as a community hall.",
      testimony: "The creek was a drain for a century. Today it is the neighbourhood's front yard.",
    },
  },
  {
    name: "Bluebell Street Playlot",
    organization: "Northgate Neighbours Alliance",
    region: "North America",
    category: "Neighborhood Parks Award",
    sample: true,
  },
  {
    name: "Cottonwood Commons",
    organization: "Riverside Heights Block Club",
    region: "North America",
    category: "Neighborhood Parks Award",
    sample: true,
    detail: {
      photos: ["city-plaza", "neighbourhood-playground"],
      description:
        "Two vacant lots became a shaded commons with a splash pad, a little free library and a weekly market, designed at block-club meetings and maintained by a neighbour rota.",
      testimony: "Every bench and every tree was somebody's idea at a block-club meeting.",
    },
  },
  {
    name: "Prairie Crossing Regional Park",
    organization: "Tallgrass County Parks District",
    region: "North America",
    category: "ILUP Awards",
    sample: true,
  },

  /* ---------------------------------------------------------------- Africa */
  {
    name: "Bishop Ngobeli",
    organization: "Johannesburg City Parks and Zoo (JCPZ)",
    region: "Africa",
    category: "Distinguished Individual Award",
    source: "https://www.salandscape.co.za/post/joburg-wins-world-urban-parks-awards",
  },
  {
    name: "Johannesburg City Parks and Zoo (JCPZ)",
    organization: "Johannesburg, South Africa",
    region: "Africa",
    category: "Leading Parks Organization Award",
    source: "https://www.salandscape.co.za/post/joburg-wins-world-urban-parks-awards",
  },
  {
    name: "Klipriviersberg Nature Reserve",
    organization: "Johannesburg City Parks and Zoo (JCPZ)",
    region: "Africa",
    category: "ILUP Awards",
    source: "https://www.salandscape.co.za/post/joburg-wins-world-urban-parks-awards",
  },
  {
    name: "Amara Osei-Bonsu",
    organization: "Savanna Youth Parks Collective",
    region: "Africa",
    category: "Young Park Leader Award",
    sample: true,
    detail: {
      photos: ["tree-planting"],
      description:
        "Amara built a collective of young park volunteers across four cities who map tree cover, run school planting days and care for the trees until they are established.",
      testimony: "Planting is easy; the three years after are hard. Amara organised the three years.",
    },
  },
  {
    name: "Baobab Terrace Park",
    organization: "Kinara City Council",
    region: "Africa",
    category: "Outstanding New Park Project Award",
    sample: true,
    detail: {
      photos: ["city-plaza", "tree-planting"],
      description:
        "A hillside left empty after a road project was terraced into a park with indigenous planting, a market square and paths that link two neighbourhoods once divided by the highway.",
      testimony:
        "The terraces hold the soil and bring the two sides of the hill together. People finally walk instead of driving around.",
    },
  },
  {
    name: "Jacaranda Corner Park",
    organization: "Mbeleni Residents' Forum",
    region: "Africa",
    category: "Neighborhood Parks Award",
    sample: true,
    detail: {
      photos: ["neighbourhood-playground"],
      description:
        "Residents reclaimed an illegal dumping site as a small park with play equipment built by local welders, a vegetable garden and a caretaker employed from the neighbourhood.",
      testimony: "The children who used to avoid this corner now race each other to it after school.",
    },
  },
  {
    name: "Umthombo Reading Garden",
    organization: "Umthombo Community Trust",
    region: "Africa",
    category: "Neighborhood Parks Award",
    sample: true,
  },
] as const satisfies readonly AwardWinner[];

/* ------------------------------------------------------------------ derived views */

export function winnersIn(region: AwardRegion): readonly AwardWinner[] {
  return winners.filter((winner) => winner.region === region);
}

export type WinnerGroup = { category: AwardCategory; winners: readonly AwardWinner[] };

/** A region's winners by category, in the programme's category order; empty categories left out. */
export function winnerGroupsIn(region: AwardRegion): readonly WinnerGroup[] {
  const inRegion = winnersIn(region);
  return awardCategories
    .map((category) => ({ category, winners: inRegion.filter((winner) => winner.category === category) }))
    .filter((group) => group.winners.length > 0);
}

/** SPEC §2: a group's badge reads '1 Winner' or 'N Winners'. */
export function winnerCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Winner" : "Winners"}`;
}

export const winnersPageCopy = {
  title: "Winners by Region",
  subtitle:
    "Choose a region to see its winners in each category. Cards marked 'Click to view details' open the story behind the award.",
  tabsLabel: "Award regions",
} as const;
