/**
 * Seed data of the customer-due-diligence lookup lists (doc 2 §3 Lookup lists, §7
 * v2/customer-due-diligence), seeded into `cdd_lookups` by server/db/seed.ts.
 *
 * Employment status 1 means employed (doc 2 §9); the others ask for the source of income.
 * Identification captions are the spec's known captions (doc 2 §3). Account purposes are the
 * three options of doc 2 §9. Occupations follow the categories a US broker-dealer's CIP/CDD
 * form uses (FINRA Rule 2090/4512 "occupation" and "employer" questions).
 */

export const EMPLOYMENT_STATUSES: Array<[number, string]> = [
  [1, 'Employed'],
  [2, 'Retired'],
  [3, 'Unemployed'],
];

export const INCOME_SOURCES: Array<[number, string]> = [
  [1, 'Retirement savings or pension'],
  [2, 'Social Security'],
  [3, 'Investments and dividends'],
  [4, 'Inheritance or gift'],
  [5, 'Spouse or partner income'],
  [6, 'Rental income'],
  [7, 'Sale of a business or property'],
  [8, 'Disability or unemployment benefits'],
  [9, 'Other'],
];

export const IDENTIFICATION_TYPES: Array<[number, string]> = [
  [1, 'Passport'],
  [2, 'US Driver`s License'],
  [3, 'US State ID'],
];

/** Funding sources; 'Other' asks for the details (doc 2 §5 'otherSource'). */
export const FUNDING_SOURCES: Array<[number, string]> = [
  [1, 'Employment income'],
  [2, 'Savings'],
  [3, 'Investments'],
  [4, 'Retirement account rollover'],
  [5, 'Inheritance or gift'],
  [6, 'Sale of property'],
  [7, 'Business income'],
  [8, 'Other'],
];

export const ACCOUNT_PURPOSES: Array<[number, string]> = [
  [1, 'Retirement savings'],
  [2, 'Wealth accumulation'],
  [3, 'Income'],
];

/** Occupation categories and their occupations, in display order. */
export const OCCUPATIONS: Record<string, string[]> = {
  'Accounting and Finance': [
    'Accountant',
    'Auditor',
    'Bookkeeper',
    'Financial Analyst',
    'Financial Advisor',
    'Loan Officer',
    'Tax Preparer',
    'Treasurer',
  ],
  'Administrative and Clerical': [
    'Administrative Assistant',
    'Office Manager',
    'Receptionist',
    'Data Entry Clerk',
    'Executive Assistant',
  ],
  'Arts, Media and Entertainment': [
    'Actor',
    'Designer',
    'Journalist',
    'Musician',
    'Photographer',
    'Writer or Editor',
  ],
  'Business Owner or Self-Employed': [
    'Business Owner',
    'Consultant',
    'Contractor',
    'Freelancer',
    'Sole Proprietor',
  ],
  'Construction and Trades': [
    'Carpenter',
    'Electrician',
    'Plumber',
    'Construction Manager',
    'Mechanic',
    'Welder',
  ],
  Education: ['Teacher', 'Professor', 'School Administrator', 'Teaching Assistant', 'Tutor'],
  'Engineering and Technology': [
    'Software Developer',
    'Engineer',
    'IT Specialist',
    'Data Scientist',
    'Systems Administrator',
    'Technician',
  ],
  'Financial Services and Brokerage': [
    'Broker-Dealer Employee',
    'Registered Representative',
    'Investment Banker',
    'Trader',
    'Compliance Officer',
  ],
  Government: [
    'Civil Servant',
    'Elected Official',
    'Diplomat',
    'Law Enforcement Officer',
    'Military Service Member',
  ],
  'Healthcare and Medicine': [
    'Physician',
    'Nurse',
    'Dentist',
    'Pharmacist',
    'Therapist',
    'Medical Technician',
    'Veterinarian',
  ],
  'Hospitality and Food Service': [
    'Chef or Cook',
    'Hotel Manager',
    'Restaurant Manager',
    'Server',
    'Bartender',
  ],
  Legal: ['Attorney', 'Judge', 'Paralegal', 'Legal Assistant', 'Notary'],
  'Management and Executive': [
    'Chief Executive Officer',
    'Director',
    'General Manager',
    'Operations Manager',
    'Project Manager',
  ],
  'Precious Metals and Mining': [
    'Bullion Dealer',
    'Jeweler',
    'Miner',
    'Refinery Worker',
    'Numismatist',
    'Geologist',
  ],
  'Real Estate': [
    'Real Estate Agent',
    'Property Manager',
    'Appraiser',
    'Real Estate Developer',
    'Mortgage Broker',
  ],
  'Sales and Marketing': [
    'Sales Representative',
    'Marketing Manager',
    'Account Manager',
    'Retail Associate',
    'Advertising Specialist',
  ],
  'Transportation and Logistics': [
    'Driver',
    'Pilot',
    'Logistics Coordinator',
    'Warehouse Worker',
    'Dispatcher',
  ],
  Other: ['Homemaker', 'Student', 'Clergy', 'Other'],
};
