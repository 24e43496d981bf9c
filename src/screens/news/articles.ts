import type { NewsArticle } from '../../domain/news';
import community from './images/community.svg';
import conference from './images/conference.svg';
import data from './images/data.svg';
import policy from './images/policy.svg';
import research from './images/research.svg';
import robotics from './images/robotics.svg';

/** The eleven sample articles, written for Grantwise; images ship with the app. */
export const NEWS_ARTICLES: NewsArticle[] = [
  {
    id: 'ai-act-funding-guide',
    title: 'What the new AI rules mean for grant-funded projects',
    category: 'AI Policy & Regulation',
    date: '2026-11-18',
    image: policy,
    imageAlt: 'Illustration of a government building',
    summary:
      'Funders are starting to ask how AI projects handle risk, transparency and data. A plain-language checklist for your next application.',
    tags: ['AI Policy & Regulation', 'Compliance', 'Applications'],
    featured: true,
  },
  {
    id: 'ai-for-good-summit',
    title: 'AI for Good Summit opens applications for community innovators',
    category: 'Events & Conferences',
    date: '2026-11-14',
    image: conference,
    imageAlt: 'Illustration of a stage with a presentation screen and an audience',
    summary:
      'Nonprofits and small teams can apply for free passes and travel support to present their AI projects to funders.',
    tags: ['Events & Conferences', 'Nonprofits', 'Travel Grants'],
    featured: true,
  },
  {
    id: 'open-research-fund',
    title: 'Open research fund doubles support for responsible AI labs',
    category: 'AI Research & Development',
    date: '2026-11-10',
    image: research,
    imageAlt: 'Illustration of a connected network of nodes',
    summary:
      'A second funding round backs university and independent labs working on safety, evaluation and open models.',
    tags: ['AI Research & Development', 'Universities', 'Funding Rounds'],
    featured: true,
  },
  {
    id: 'robotics-small-business',
    title: 'Robotics grants for small manufacturers: how to qualify',
    category: 'AI Research & Development',
    date: '2026-11-05',
    image: robotics,
    imageAlt: 'Illustration of a friendly robot',
    summary:
      'Automation pilots for firms under 50 employees can now be funded up to 80%. What reviewers look for in the project plan.',
    tags: ['AI Research & Development', 'Small Businesses', 'Robotics'],
    featured: true,
  },
  {
    id: 'data-privacy-consultation',
    title: 'Public consultation on AI and data privacy closes next month',
    category: 'AI Policy & Regulation',
    date: '2026-10-29',
    image: data,
    imageAlt: 'Illustration of a rising bar chart',
    summary:
      'Grant holders that process personal data are invited to share how the proposed rules would affect their work.',
    tags: ['AI Policy & Regulation', 'Data Privacy', 'Consultation'],
    featured: false,
  },
  {
    id: 'veterans-tech-week',
    title: 'Veterans Tech Week: workshops on AI careers and funding',
    category: 'Events & Conferences',
    date: '2026-10-24',
    image: community,
    imageAlt: 'Illustration of a group of people under a star',
    summary:
      'Three days of free workshops for veterans starting tech ventures, with one-to-one sessions on grant applications.',
    tags: ['Events & Conferences', 'Veterans', 'Workshops'],
    featured: false,
  },
  {
    id: 'healthcare-ai-challenge',
    title: 'Healthcare AI challenge awards $2 million to early-stage teams',
    category: 'AI Research & Development',
    date: '2026-10-17',
    image: research,
    imageAlt: 'Illustration of a connected network of nodes',
    summary:
      'Winners include diagnostic tools for rural clinics and a triage assistant built with community health workers.',
    tags: ['AI Research & Development', 'Healthcare', 'Awards'],
    featured: false,
  },
  {
    id: 'education-ai-guidance',
    title: 'New guidance on AI tools in publicly funded education projects',
    category: 'AI Policy & Regulation',
    date: '2026-10-09',
    image: policy,
    imageAlt: 'Illustration of a government building',
    summary:
      'Schools and education nonprofits get clear rules on using AI tutors and assessment tools in grant-funded programmes.',
    tags: ['AI Policy & Regulation', 'Education', 'Students'],
    featured: false,
  },
  {
    id: 'grant-writing-webinar',
    title: 'Webinar: writing a winning AI grant proposal',
    category: 'Events & Conferences',
    date: '2026-10-02',
    image: conference,
    imageAlt: 'Illustration of a stage with a presentation screen and an audience',
    summary:
      'Program officers explain how they score methodology, budgets and impact, with time for your questions.',
    tags: ['Events & Conferences', 'Webinars', 'Applications'],
    featured: false,
  },
  {
    id: 'climate-models-open-data',
    title: 'Open climate data sets power a new wave of AI research',
    category: 'AI Research & Development',
    date: '2026-09-24',
    image: data,
    imageAlt: 'Illustration of a rising bar chart',
    summary:
      'Researchers funded by environmental grants share models that forecast floods and crop yields for local communities.',
    tags: ['AI Research & Development', 'Climate', 'Open Data'],
    featured: false,
  },
  {
    id: 'regional-ai-meetups',
    title: 'Regional AI meetups connect funders with local innovators',
    category: 'Events & Conferences',
    date: '2026-09-15',
    image: community,
    imageAlt: 'Illustration of a group of people under a star',
    summary:
      'Monthly meetups in twelve cities bring grant makers and applicants together. This season also covers AI policy updates.',
    tags: ['Events & Conferences', 'Community', 'AI Policy & Regulation'],
    featured: false,
  },
];
