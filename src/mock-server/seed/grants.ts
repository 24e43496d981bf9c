import { localDateString } from '../../domain/grant';
import type { GrantRecord, MockDatabase, UserRecord } from '../db';

type SeedGrant = Omit<GrantRecord, 'deadline' | 'createdAt' | 'status' | 'createdBy'> & {
  /** Days from "now" to the deadline. */
  deadlineInDays: number;
  /** Days before "now" the grant was published (orders top picks, newest first). */
  publishedDaysAgo: number;
};

/**
 * Fixed ids keep links (and other areas' seeds) stable across demo resets. Two deadlines fall
 * within the bell's 14 days: the grant the demo account saved (Refugee Family Integration, 12
 * days) and the one it keeps a draft for (Early Childhood Literacy, 9 days).
 */
export const SEED_GRANTS: readonly SeedGrant[] = [
  {
    id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    title: 'Community Food Resilience Grant',
    sector: 'Agriculture',
    sectorFocus: 'Urban farming and food access',
    fundingSize: 75000,
    deadlineInDays: 45,
    publishedDaysAgo: 2,
    organizationType: 'nonprofit',
    motive: 'Strengthen local food systems in underserved neighbourhoods.',
    description:
      'Funds community-led projects that expand year-round access to fresh produce, from rooftop gardens to neighbourhood food hubs and cold storage.',
    sectorDescription:
      'Supports urban and peri-urban agriculture, community gardens and food hubs serving low-income areas, with priority for projects that pair growing with nutrition education.',
    criteria:
      'Registered 501(c)(3) operating for at least 2 years; project located in a USDA-designated food desert.',
    projectStage: 'implementation',
    agencyName: 'Healthy Communities Foundation',
  },
  {
    id: '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c',
    title: 'Small Business Clean Energy Innovation Award',
    sector: 'Energy',
    sectorFocus: 'Solar and storage for small manufacturers',
    fundingSize: 150000,
    deadlineInDays: 60,
    publishedDaysAgo: 3,
    organizationType: 'forprofit',
    motive: 'Cut energy costs and emissions for small manufacturers.',
    description:
      'Co-funds pilot installations of solar generation with battery storage, including metering so savings can be measured over the first year.',
    sectorDescription:
      'Renewable generation, storage and efficiency upgrades for small and medium manufacturers that want to lower their energy bills and emissions.',
    criteria: 'US-based for-profit with fewer than 100 employees; 25% cost share required.',
    projectStage: 'development',
    agencyName: null,
  },
  {
    id: '2a7c9e41-6b3d-4f8a-9c2e-1d5b7a3f9e02',
    title: 'Rural Telehealth Access Program',
    sector: 'Health',
    sectorFocus: 'Telemedicine for rural clinics',
    fundingSize: 250000,
    deadlineInDays: 30,
    publishedDaysAgo: 4,
    organizationType: 'nonprofit',
    motive: 'Bring specialist care to patients who live hours from a hospital.',
    description:
      'Equips rural clinics with telehealth carts, broadband upgrades and training so patients can see specialists without travelling.',
    sectorDescription:
      'Primary care, behavioural health and chronic-disease management delivered remotely to rural and frontier communities across the United States.',
    criteria:
      'Nonprofit clinic or health network serving a county classified as rural; letter of support from a partner hospital.',
    projectStage: 'implementation',
    agencyName: 'Health Resources and Services Administration',
  },
  {
    id: '3b8d0f52-7c4e-4a9b-8d3f-2e6c8b4a0f13',
    title: 'STEM Futures Classroom Grant',
    sector: 'Education',
    sectorFocus: 'Hands-on science in middle schools',
    fundingSize: 20000,
    deadlineInDays: 21,
    publishedDaysAgo: 5,
    organizationType: 'educational',
    motive: 'Spark lasting interest in science and engineering before high school.',
    description:
      'Buys lab kits, robotics sets and teacher training for project-based STEM units in grades 6 to 8.',
    sectorDescription:
      'K-12 science, technology, engineering and mathematics education, especially in Title I schools where lab equipment is scarce.',
    criteria:
      'Public or charter school, or a district applying on behalf of a school; Title I status preferred.',
    projectStage: 'planning',
    agencyName: 'National Science Education Fund',
  },
  {
    id: '4c9e1a63-8d5f-4b0c-9e4a-3f7d9c5b1a24',
    title: 'Municipal Flood Resilience Fund',
    sector: 'Environment',
    sectorFocus: 'Green stormwater infrastructure',
    fundingSize: 500000,
    deadlineInDays: 90,
    publishedDaysAgo: 6,
    organizationType: 'government',
    motive: 'Protect homes and businesses from increasingly frequent floods.',
    description:
      'Finances bioswales, permeable paving and wetland restoration that reduce flood risk while adding green space.',
    sectorDescription:
      'Climate adaptation for cities and counties: stormwater management, nature-based flood defences and watershed restoration.',
    criteria: 'City, county or tribal government; project within a FEMA special flood hazard area.',
    projectStage: 'planning',
    agencyName: 'Federal Emergency Management Agency',
  },
  {
    id: '5d0f2b74-9e6a-4c1d-8f5b-4a8e0d6c2b35',
    title: 'Veterans Entrepreneurship Launch Fund',
    sector: 'Economic Development',
    sectorFocus: 'Veteran-owned startups',
    fundingSize: 25000,
    deadlineInDays: 35,
    publishedDaysAgo: 7,
    organizationType: 'forprofit',
    motive: 'Help veterans turn business ideas into operating companies.',
    description: 'Seed grants covering equipment, licensing and first-year operating costs.',
    sectorDescription: 'Early-stage, veteran-owned small businesses in any industry.',
    criteria: 'Majority owned by a US military veteran; business registered less than 2 years ago.',
    projectStage: 'idea',
    agencyName: null,
  },
  {
    id: '6e1a3c85-0f7b-4d2e-9a6c-5b9f1e7d3c46',
    title: 'Youth Arts Access Initiative',
    sector: 'Arts & Culture',
    sectorFocus: 'After-school arts programmes',
    fundingSize: 15000,
    deadlineInDays: 14,
    publishedDaysAgo: 8,
    organizationType: 'nonprofit',
    motive: 'Give every young person a place to make music, theatre and visual art.',
    description:
      'Supports free after-school and summer arts programmes, including instructor stipends, materials and transport.',
    sectorDescription:
      'Community arts education for young people aged 8 to 18, with a focus on neighbourhoods without a local arts centre.',
    criteria: 'Nonprofit arts organisation with at least one year of youth programming.',
    projectStage: 'implementation',
    agencyName: 'National Endowment for the Arts',
  },
  {
    id: '7f2b4d96-1a8c-4e3f-8b7d-6c0a2f8e4d57',
    title: 'Affordable Housing Pre-Development Grant',
    sector: 'Housing',
    sectorFocus: 'Mixed-income housing feasibility',
    fundingSize: 100000,
    deadlineInDays: 75,
    publishedDaysAgo: 9,
    organizationType: 'nonprofit',
    motive: 'Get more affordable homes from idea to groundbreaking.',
    description:
      'Pays for feasibility studies, architectural drawings and community engagement before construction financing is secured.',
    sectorDescription:
      'Affordable and mixed-income housing development, including supportive housing and community land trusts.',
    criteria:
      'Nonprofit housing developer or community land trust; site control or an option on the site.',
    projectStage: 'planning',
    agencyName: 'Department of Housing and Urban Development',
  },
  {
    id: '8a3c5ea7-2b9d-4f4a-9c8e-7d1b3a9f5e68',
    title: 'Open Source Public Health Data Tools',
    sector: 'Technology',
    sectorFocus: 'Open data platforms for health departments',
    fundingSize: 120000,
    deadlineInDays: 50,
    publishedDaysAgo: 10,
    organizationType: 'educational',
    motive: 'Help health departments see and act on their data faster.',
    description:
      'Funds university teams building open-source dashboards and data pipelines with and for local health departments.',
    sectorDescription:
      'Civic technology and data science for public health, released under open licences so any jurisdiction can reuse it.',
    criteria:
      'Accredited university or research institute partnered with at least one health department.',
    projectStage: 'development',
    agencyName: 'Centers for Disease Control and Prevention',
  },
  {
    id: '9b4d6fb8-3c0e-4a5b-8d9f-8e2c4b0a6f79',
    title: 'Workforce Reentry Training Grant',
    sector: 'Workforce Development',
    sectorFocus: 'Job training for returning citizens',
    fundingSize: 85000,
    deadlineInDays: 40,
    publishedDaysAgo: 11,
    organizationType: 'nonprofit',
    motive: 'Reduce recidivism through stable, well-paid employment.',
    description:
      'Supports apprenticeships, certifications and job placement for people leaving incarceration.',
    sectorDescription:
      'Workforce development and reentry services, including skilled trades training and employer partnerships.',
    criteria: 'Nonprofit with at least two employer partners committed to interviewing graduates.',
    projectStage: 'implementation',
    agencyName: 'Department of Labor',
  },
  {
    id: 'ac5e70c9-4d1f-4b6c-9e0a-9f3d5c1b7a8a',
    title: 'Clean Water Systems for Tribal Communities',
    sector: 'Environment',
    sectorFocus: 'Drinking water infrastructure',
    fundingSize: 750000,
    deadlineInDays: 120,
    publishedDaysAgo: 12,
    organizationType: 'government',
    motive: 'Ensure safe drinking water in every home.',
    description:
      'Finances wells, treatment systems and household connections in communities without reliable clean water.',
    sectorDescription:
      'Water and sanitation infrastructure for tribal nations and remote communities, including operator training.',
    criteria: 'Federally recognised tribal government or tribal utility authority.',
    projectStage: 'implementation',
    agencyName: 'Environmental Protection Agency',
  },
  {
    id: 'bd6f81da-5e2a-4c7d-8f1b-0a4e6d2c8b9b',
    title: 'AgTech Precision Irrigation Pilot',
    sector: 'Agriculture',
    sectorFocus: 'Water-saving irrigation technology',
    fundingSize: 60000,
    deadlineInDays: 28,
    publishedDaysAgo: 13,
    organizationType: 'forprofit',
    motive: 'Grow more food with less water.',
    description:
      'Co-funds field pilots of soil-moisture sensors and automated drip irrigation on working farms.',
    sectorDescription:
      'Agricultural technology that cuts water use in drought-prone regions while protecting yields and farm income.',
    criteria: 'Agtech company with a working prototype and at least one partner farm.',
    projectStage: 'development',
    agencyName: 'Department of Agriculture',
  },
  {
    id: 'ce7092eb-6f3b-4d8e-9a2c-1b5f7e3d9cac',
    title: 'Digital Literacy for Older Adults',
    sector: 'Education',
    sectorFocus: 'Technology skills for seniors',
    fundingSize: 30000,
    deadlineInDays: 33,
    publishedDaysAgo: 14,
    organizationType: 'nonprofit',
    motive: 'Keep older adults connected, informed and safe online.',
    description:
      'Supports library and community-centre classes on smartphones, video calls, online banking and scam awareness.',
    sectorDescription:
      'Adult and community education focused on digital inclusion for people aged 60 and over.',
    criteria: 'Nonprofit, library or senior centre; classes must be free to participants.',
    projectStage: 'implementation',
    agencyName: null,
  },
  {
    id: 'df81a3fc-7a4c-4e9f-8b3d-2c6a8f4e0dbd',
    title: 'Maternal Health Outcomes Research Grant',
    sector: 'Health',
    sectorFocus: 'Maternal and infant health research',
    fundingSize: 400000,
    deadlineInDays: 100,
    publishedDaysAgo: 15,
    organizationType: 'educational',
    motive: 'Close the gaps in maternal health outcomes.',
    description:
      'Supports multi-year studies on interventions that reduce maternal morbidity and mortality.',
    sectorDescription:
      'Clinical and community-based research on maternal and infant health, with attention to racial and rural disparities.',
    criteria: 'Accredited research institution; principal investigator with prior federal funding.',
    projectStage: 'planning',
    agencyName: 'National Institutes of Health',
  },
  {
    id: 'e092b40d-8b5d-4fa0-9c4e-3d7b9a5f1ece',
    title: 'Main Street Revitalization Grant',
    sector: 'Economic Development',
    sectorFocus: 'Downtown storefront renewal',
    fundingSize: 200000,
    deadlineInDays: 65,
    publishedDaysAgo: 16,
    organizationType: 'government',
    motive: 'Bring life back to small-town main streets.',
    description:
      'Funds facade improvements, streetscaping and vacant storefront activation in historic downtowns.',
    sectorDescription:
      'Community and economic development for small towns, including historic preservation and small-business attraction.',
    criteria: 'Municipality under 50,000 residents with a downtown revitalisation plan.',
    projectStage: 'implementation',
    agencyName: 'Economic Development Administration',
  },
  {
    id: 'f1a3c51e-9c6e-4ab1-8d5f-4e8c0b6a2fdf',
    title: 'Community Solar Access Grant',
    sector: 'Energy',
    sectorFocus: 'Shared solar for renters',
    fundingSize: 300000,
    deadlineInDays: 80,
    publishedDaysAgo: 17,
    organizationType: 'nonprofit',
    motive: 'Let renters and low-income households share in solar savings.',
    description:
      'Supports community solar gardens with subscriptions reserved for low-income households.',
    sectorDescription:
      'Clean energy access and energy justice: shared solar, weatherisation and bill-assistance programmes.',
    criteria: 'Nonprofit or cooperative; at least 50% of subscriptions for low-income households.',
    projectStage: 'development',
    agencyName: 'Department of Energy',
  },
  {
    id: '0a2b4c6d-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
    title: 'Biomedical Startup Seed Award',
    sector: 'Health',
    sectorFocus: 'Medical devices and diagnostics',
    fundingSize: 275000,
    deadlineInDays: 55,
    publishedDaysAgo: 18,
    organizationType: 'forprofit',
    motive: 'Move promising medical technology from the bench to patients.',
    description:
      'Phase I style funding for feasibility studies of new diagnostics and medical devices.',
    sectorDescription:
      'Biomedical innovation by small companies: diagnostics, devices and digital health with a clear clinical need.',
    criteria:
      'US small business under 500 employees; principal investigator employed by the company.',
    projectStage: 'idea',
    agencyName: 'Small Business Innovation Research Program',
  },
  {
    id: '1b3c5d7e-2f4a-4b6c-9d8e-0f1a2b3c4d5e',
    title: 'Wildlife Corridor Conservation Grant',
    sector: 'Environment',
    sectorFocus: 'Habitat connectivity',
    fundingSize: 180000,
    deadlineInDays: 70,
    publishedDaysAgo: 19,
    organizationType: 'nonprofit',
    motive: 'Reconnect habitats split by roads and development.',
    description:
      'Funds land easements, wildlife crossings and habitat restoration along migration routes.',
    sectorDescription:
      'Biodiversity and land conservation, with priority for corridors linking protected areas.',
    criteria: 'Land trust or conservation nonprofit with a partner landowner agreement.',
    projectStage: 'planning',
    agencyName: 'Fish and Wildlife Conservation Fund',
  },
  {
    id: '2c4d6e8f-3a5b-4c7d-8e9f-1a2b3c4d5e6f',
    title: 'First-Generation College Success Grant',
    sector: 'Education',
    sectorFocus: 'Student retention and mentoring',
    fundingSize: 90000,
    deadlineInDays: 42,
    publishedDaysAgo: 20,
    organizationType: 'educational',
    motive: 'Help first-generation students finish their degrees.',
    description:
      'Supports peer mentoring, emergency aid and advising for first-generation college students.',
    sectorDescription:
      'Higher education access and completion for students whose parents did not attend college.',
    criteria: 'Two- or four-year college with at least 30% first-generation enrolment.',
    projectStage: 'scaling',
    agencyName: 'Department of Education',
  },
  {
    id: '3d5e7f9a-4b6c-4d8e-9f0a-2b3c4d5e6f7a',
    title: 'Broadband Expansion Planning Grant',
    sector: 'Technology',
    sectorFocus: 'Rural broadband',
    fundingSize: 350000,
    deadlineInDays: 95,
    publishedDaysAgo: 21,
    organizationType: 'government',
    motive: 'Close the digital divide in unserved areas.',
    description:
      'Pays for mapping, engineering studies and community surveys ahead of broadband buildout.',
    sectorDescription:
      'Digital infrastructure for unserved and underserved rural areas, including middle-mile and last-mile networks.',
    criteria:
      'State, county or municipal government; unserved locations identified on the national map.',
    projectStage: 'planning',
    agencyName: 'National Telecommunications and Information Administration',
  },
  {
    id: '4e6f8a0b-5c7d-4e9f-8a1b-3c4d5e6f7a8b',
    title: 'Mental Health First Responders Grant',
    sector: 'Health',
    sectorFocus: 'Crisis response teams',
    fundingSize: 160000,
    deadlineInDays: 38,
    publishedDaysAgo: 22,
    organizationType: 'government',
    motive: 'Send the right responder to a mental health crisis.',
    description:
      'Funds mobile crisis teams pairing clinicians with paramedics as an alternative to police response.',
    sectorDescription:
      'Behavioural health crisis services, 988 call-centre coordination and follow-up care.',
    criteria: 'City or county government partnered with a licensed behavioural health provider.',
    projectStage: 'implementation',
    agencyName: 'Substance Abuse and Mental Health Services Administration',
  },
  {
    id: '5f7a9b1c-6d8e-4fa0-9b2c-4d5e6f7a8b9c',
    title: 'Circular Economy Manufacturing Grant',
    sector: 'Manufacturing',
    sectorFocus: 'Recycled materials in production',
    fundingSize: 220000,
    deadlineInDays: 85,
    publishedDaysAgo: 23,
    organizationType: 'forprofit',
    motive: 'Turn waste streams into manufacturing inputs.',
    description:
      'Co-funds equipment and process changes that let manufacturers use recycled or reclaimed materials.',
    sectorDescription:
      'Sustainable manufacturing: recycled feedstock, remanufacturing and waste reduction on the factory floor.',
    criteria: 'Manufacturer with US production facilities; 1:1 cost share.',
    projectStage: 'scaling',
    agencyName: null,
  },
  {
    id: '6a8b0c2d-7e9f-4ab1-8c3d-5e6f7a8b9c0d',
    title: 'Refugee Family Integration Grant',
    sector: 'Social Services',
    sectorFocus: 'Resettlement and language support',
    fundingSize: 70000,
    deadlineInDays: 12,
    publishedDaysAgo: 24,
    organizationType: 'nonprofit',
    motive: 'Help newly arrived families build stable lives.',
    description:
      'Supports English classes, job coaching, housing navigation and school enrolment for refugee families.',
    sectorDescription:
      'Immigrant and refugee services, including case management and community sponsorship programmes.',
    criteria:
      'Nonprofit with experience serving refugees; staff who speak the languages of clients served.',
    projectStage: 'implementation',
    agencyName: 'Office of Refugee Resettlement',
  },
  {
    id: '7b9c1d3e-8f0a-4bc2-9d4e-6f7a8b9c0d1e',
    title: 'Historic Preservation Matching Grant',
    sector: 'Arts & Culture',
    sectorFocus: 'Restoring historic buildings',
    fundingSize: 125000,
    deadlineInDays: 110,
    publishedDaysAgo: 25,
    organizationType: 'government',
    motive: 'Keep the places that tell our history standing.',
    description:
      'Matches local funds for structural repair and restoration of buildings on the historic register.',
    sectorDescription:
      'Historic preservation of publicly owned or publicly accessible landmarks, museums and cultural sites.',
    criteria: 'Public owner or nonprofit steward of a listed property; 50% local match.',
    projectStage: 'development',
    agencyName: 'National Park Service',
  },
  {
    id: '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f',
    title: 'Early Childhood Literacy Grant',
    sector: 'Education',
    sectorFocus: 'Reading readiness ages 0-5',
    fundingSize: 10000,
    deadlineInDays: 9,
    publishedDaysAgo: 26,
    organizationType: 'nonprofit',
    motive: 'Make sure every child starts school ready to read.',
    description:
      'Funds book distribution, family reading nights and home-visiting literacy coaching.',
    sectorDescription:
      'Early childhood education and family literacy, especially for families with few books at home.',
    criteria: 'Nonprofit, library or early learning centre serving children under five.',
    projectStage: 'idea',
    agencyName: 'Reading Foundation of America',
  },
  {
    id: '9d1e3f5a-0b2c-4de4-9f6a-8b9c0d1e2f3a',
    title: 'Electric School Bus Transition Grant',
    sector: 'Transportation',
    sectorFocus: 'Zero-emission school fleets',
    fundingSize: 650000,
    deadlineInDays: 130,
    publishedDaysAgo: 27,
    organizationType: 'educational',
    motive: 'Give children cleaner air on the way to school.',
    description:
      'Replaces diesel school buses with electric models and funds depot charging infrastructure.',
    sectorDescription:
      'Clean transportation for school districts, including charging, driver training and utility coordination.',
    criteria:
      'Public school district or district-contracted fleet operator; replaced buses are scrapped.',
    projectStage: 'scaling',
    agencyName: 'Clean School Bus Program',
  },
];

/** Top picks' demo data: every seed grant, active, with dates relative to now. */
export async function seedGrants(db: MockDatabase, _users: UserRecord[], now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const records: GrantRecord[] = SEED_GRANTS.map(
    ({ deadlineInDays, publishedDaysAgo, ...grant }) => ({
      ...grant,
      status: 'active',
      deadline: localDateString(new Date(now.getTime() + deadlineInDays * day)),
      createdAt: new Date(now.getTime() - publishedDaysAgo * day).toISOString(),
      createdBy: null,
    }),
  );
  await db.grants.bulkAdd(records);
}
