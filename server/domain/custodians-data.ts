/**
 * The seeded IRA custodian directory (doc 3 §2.4 "Find custodian", §3 Custodian): names of real
 * self-directed IRA custodians and brokerages with their head-office cities. Sandbox data — the
 * addresses are illustrative and the phone and fax numbers are in the fictional 555-01xx range.
 * Uids are fixed so a restart never changes them.
 */
export interface CustodianSeed {
  uid: string;
  name: string;
  street: string;
  aptOrSuite: string | null;
  city: string;
  state: string;
  postalCode: string;
  /** 10-digit North-American numbers (AreaCode empty, doc 2 §7 phones decision). */
  phone: string;
  fax: string | null;
}

const u = (n: number) => `c0570d1a-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const CUSTODIANS: CustodianSeed[] = [
  { uid: u(1), name: 'Equity Trust Company', street: '1 Equity Way', aptOrSuite: null, city: 'Westlake', state: 'OH', postalCode: '44145', phone: '4405550101', fax: '4405550102' },
  { uid: u(2), name: 'STRATA Trust Company', street: '7901 Woodway Dr', aptOrSuite: 'Suite 100', city: 'Waco', state: 'TX', postalCode: '76712', phone: '2545550103', fax: '2545550104' },
  { uid: u(3), name: 'GoldStar Trust Company', street: '1401 4th Ave', aptOrSuite: null, city: 'Canyon', state: 'TX', postalCode: '79015', phone: '8065550105', fax: '8065550106' },
  { uid: u(4), name: 'Kingdom Trust Company', street: '1105 State Route 121 N', aptOrSuite: 'Suite B', city: 'Murray', state: 'KY', postalCode: '42071', phone: '2705550107', fax: '2705550108' },
  { uid: u(5), name: 'Preferred Trust Company', street: '1980 Festival Plaza Dr', aptOrSuite: 'Suite 300', city: 'Las Vegas', state: 'NV', postalCode: '89135', phone: '7025550109', fax: '7025550110' },
  { uid: u(6), name: 'Madison Trust Company', street: '401 E 8th St', aptOrSuite: 'Suite 200', city: 'Sioux Falls', state: 'SD', postalCode: '57103', phone: '6055550111', fax: '6055550112' },
  { uid: u(7), name: 'New Direction Trust Company', street: '1070 W Century Dr', aptOrSuite: 'Suite 101', city: 'Louisville', state: 'CO', postalCode: '80027', phone: '3035550113', fax: '3035550114' },
  { uid: u(8), name: 'Millennium Trust Company', street: '2001 Spring Rd', aptOrSuite: 'Suite 700', city: 'Oak Brook', state: 'IL', postalCode: '60523', phone: '6305550115', fax: '6305550116' },
  { uid: u(9), name: 'Midland Trust Company', street: '1514 Broadway', aptOrSuite: 'Suite 101', city: 'Fort Myers', state: 'FL', postalCode: '33901', phone: '2395550117', fax: '2395550118' },
  { uid: u(10), name: 'Provident Trust Group', street: '8880 W Sunset Rd', aptOrSuite: 'Suite 250', city: 'Las Vegas', state: 'NV', postalCode: '89148', phone: '7025550119', fax: '7025550120' },
  { uid: u(11), name: 'Horizon Trust Company', street: '6301 Gaston Ave', aptOrSuite: 'Suite 600', city: 'Dallas', state: 'TX', postalCode: '75214', phone: '2145550121', fax: null },
  { uid: u(12), name: 'The Entrust Group', street: '555 12th St', aptOrSuite: 'Suite 900', city: 'Oakland', state: 'CA', postalCode: '94607', phone: '5105550123', fax: '5105550124' },
  { uid: u(13), name: 'Charles Schwab & Co.', street: '3000 Schwab Way', aptOrSuite: null, city: 'Westlake', state: 'TX', postalCode: '76262', phone: '8175550125', fax: null },
  { uid: u(14), name: 'Fidelity Investments', street: '245 Summer St', aptOrSuite: null, city: 'Boston', state: 'MA', postalCode: '02210', phone: '6175550127', fax: '6175550128' },
  { uid: u(15), name: 'Vanguard', street: '100 Vanguard Blvd', aptOrSuite: null, city: 'Malvern', state: 'PA', postalCode: '19355', phone: '6105550129', fax: '6105550130' },
  { uid: u(16), name: 'Advanta IRA Trust', street: '2716 Ocean Park Blvd', aptOrSuite: 'Suite 1000', city: 'Santa Monica', state: 'CA', postalCode: '90405', phone: '3105550131', fax: '3105550132' },
  { uid: u(17), name: 'Inspira Financial Trust', street: '1 Pierce Pl', aptOrSuite: 'Suite 1200W', city: 'Itasca', state: 'IL', postalCode: '60143', phone: '6305550133', fax: null },
  { uid: u(18), name: 'Mainstar Trust', street: '214 W 9th St', aptOrSuite: null, city: 'Onaga', state: 'KS', postalCode: '66521', phone: '7855550135', fax: '7855550136' },
];
