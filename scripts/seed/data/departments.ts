import type { Department } from '@careers/domain';
import type { Palette, PicturePattern } from '../png.ts';

/** A department of the demo data: the stored fields plus how its generated picture looks. */
export type DepartmentSeed = Pick<Department, 'title' | 'description' | 'order'> & {
  id: string;
  picture: { pattern: PicturePattern; palette: Palette };
};

/** The landing page shows the first 9 (by `order`) as tabs; the 5th is active by default. */
export const DEPARTMENTS: readonly DepartmentSeed[] = [
  {
    id: 'spinning',
    order: 1,
    title: 'Spinning',
    description:
      'Our ring and compact spinning units turn Punjab cotton and polyester into carded, combed and blended yarns from Ne 10 to Ne 80. Technologists here own mixing, drafting and yarn quality from bale to cone.',
    picture: {
      pattern: 'spools',
      palette: { background: '#f3ede1', primary: '#8a5a2b', accent: '#e2b36b', light: '#fff8ec' },
    },
  },
  {
    id: 'weaving',
    order: 2,
    title: 'Weaving',
    description:
      'More than 300 air-jet looms weave greige cloth for bedding, apparel and workwear. The team plans warping, sizing and loom efficiency around the clock.',
    picture: {
      pattern: 'plain-weave',
      palette: { background: '#2b2f3a', primary: '#3f5ea8', accent: '#d9dde8', light: '#ffffff' },
    },
  },
  {
    id: 'dyeing-printing',
    order: 3,
    title: 'Dyeing & Printing',
    description:
      'Continuous and batch dyeing with reactive, disperse and vat dyes, plus rotary and digital printing. Colourists match buyer shades first time right and keep water use down.',
    picture: {
      pattern: 'dye-bath',
      palette: { background: '#ffffff', primary: '#1e2a78', accent: '#4f7fd6', light: '#e7eefb' },
    },
  },
  {
    id: 'finishing',
    order: 4,
    title: 'Finishing',
    description:
      'Stentering, sanforizing, calendering and peach finishes give our cloth its hand feel and dimensional stability. Finishing engineers balance shrinkage, width and handle on every lot.',
    picture: {
      pattern: 'herringbone',
      palette: { background: '#d8d2c4', primary: '#4a4e57', accent: '#9aa0a8', light: '#f0ede6' },
    },
  },
  {
    id: 'garments',
    order: 5,
    title: 'Garments & Stitching',
    description:
      'Our stitching units sew shirts, chinos and home textiles for European and American brands on modern lines. Join us in cutting, sewing, finishing and industrial engineering.',
    picture: {
      pattern: 'stitches',
      palette: { background: '#ffffff', primary: '#2f6f62', accent: '#3d8f7f', light: '#f5e6b8' },
    },
  },
  {
    id: 'merchandising',
    order: 6,
    title: 'Merchandising',
    description:
      'Merchandisers are the link between our buyers and our mills: costing, sampling, time-and-action plans and shipments. You will own orders from enquiry to delivery.',
    picture: {
      pattern: 'swatches',
      palette: { background: '#f7f4ef', primary: '#b0413e', accent: '#e58f65', light: '#f3d8b6' },
    },
  },
  {
    id: 'quality-assurance',
    order: 7,
    title: 'Quality Assurance',
    description:
      'Lab technicians and inspectors test fibre, yarn and fabric and audit garments against buyer standards. Quality here means data: HVI, Uster, four-point grading and AQL.',
    picture: {
      pattern: 'tartan',
      palette: { background: '#f2efe8', primary: '#8c2f39', accent: '#2d4a6b', light: '#f2c14e' },
    },
  },
  {
    id: 'engineering-maintenance',
    order: 8,
    title: 'Engineering & Maintenance',
    description:
      'Mechanical, electrical and utilities engineers keep our spindles, looms, boilers and power plant running. Preventive maintenance and energy savings are at the heart of the job.',
    picture: {
      pattern: 'gears',
      palette: { background: '#eceff1', primary: '#546e7a', accent: '#f39c12', light: '#90a4ae' },
    },
  },
  {
    id: 'information-technology',
    order: 9,
    title: 'Information Technology',
    description:
      'IT runs the ERP, networks and shop-floor systems that connect the head office with our mill sites. From help desk to data analytics, you will support thousands of users across the group.',
    picture: {
      pattern: 'circuit',
      palette: { background: '#0d1b2a', primary: '#1b263b', accent: '#4cc9f0', light: '#caf0f8' },
    },
  },
  {
    id: 'human-resources',
    order: 10,
    title: 'Human Resources',
    description:
      'HR recruits, trains and looks after more than 12,000 colleagues, with a strong focus on women in leadership and worker welfare. Compliance, payroll and learning all live here.',
    picture: {
      pattern: 'halftone',
      palette: { background: '#ffffff', primary: '#5b3a7a', accent: '#f28cb1', light: '#ffd6e5' },
    },
  },
  {
    id: 'finance-accounts',
    order: 11,
    title: 'Finance & Accounts',
    description:
      'Finance manages costing, treasury, export proceeds and reporting for the group’s listed companies. Chartered and ACCA professionals grow here into business partners.',
    picture: {
      pattern: 'bars',
      palette: { background: '#f6f8f4', primary: '#2e7d32', accent: '#a5d6a7', light: '#e8f5e9' },
    },
  },
  {
    id: 'supply-chain',
    order: 12,
    title: 'Supply Chain',
    description:
      'Cotton buying, chemicals and spares procurement, warehousing and export logistics from our sites to Karachi port. We keep material flowing so the mills never stop.',
    picture: {
      pattern: 'chevrons',
      palette: { background: '#fbf7ef', primary: '#c0392b', accent: '#34495e', light: '#ffffff' },
    },
  },
];
