// Technical questions of the "Merchandiser — Mid" test: Incoterms, letters of credit, samples and
// approvals, time-and-action planning, costing, shipping and compliance.
import { mcq, type Mcq } from './mcq.ts';

const t = (statement: string, correct: string, wrong: readonly [string, string, string]): Mcq =>
  mcq('technical', statement, correct, wrong);

export const MERCHANDISING_TECHNICAL: readonly Mcq[] = [
  t('Under FOB Karachi, who pays the ocean freight to the destination port?', 'The buyer', [
    'The seller',
    'The shipping line',
    'The port authority',
  ]),
  t(
    'Under FOB (Incoterms 2020), risk passes from the seller to the buyer when:',
    'The goods are on board the vessel at the port of shipment',
    [
      'The goods leave the factory gate',
      'The goods arrive at the destination port',
      'The buyer pays the invoice',
    ],
  ),
  t('Under CIF, the seller pays:', 'Cost, insurance and freight to the named destination port', [
    'Only the inland freight to the port of loading',
    'Cost and freight, while the buyer arranges insurance',
    'All costs including import duty at destination',
  ]),
  t('Under which Incoterm does the seller carry the most cost and risk, including import duties?', 'DDP', [
    'EXW',
    'FOB',
    'FCA',
  ]),
  t('Under EXW (Ex Works), the seller’s obligation is to:', 'Make the goods available at its own premises', [
    'Load the goods on the vessel',
    'Deliver to the buyer’s warehouse',
    'Clear the goods through import customs',
  ]),
  t(
    'Under which Incoterm does the seller’s risk end when the goods are handed to the buyer’s nominated carrier at an agreed place?',
    'FCA',
    ['DDP', 'CIF', 'DAP'],
  ),
  t(
    'A letter of credit (LC) is:',
    'A bank’s undertaking to pay the seller against documents that comply with its terms',
    [
      'A loan from the buyer to the seller',
      'An insurance policy for the cargo',
      'A receipt issued by the shipping line',
    ],
  ),
  t(
    'A confirmed LC gives the exporter:',
    'A second bank’s payment undertaking, usually from a bank in the exporter’s country',
    [
      'The right to ship without documents',
      'A longer shipment window',
      'Automatic acceptance of discrepancies',
    ],
  ),
  t('Under a sight LC, payment is made:', 'When compliant documents are presented', [
    '90 days after the bill of lading date',
    'Only after the buyer has sold the goods',
    'Before production starts',
  ]),
  t('A back-to-back LC is:', 'A second LC opened in favour of a supplier on the strength of the export LC', [
    'Two LCs from the same buyer for the same goods',
    'An LC that renews itself automatically',
    'An LC paid in two instalments',
  ]),
  t(
    'The documents presented under an LC contain a discrepancy. The issuing bank:',
    'May refuse payment unless the applicant waives the discrepancy',
    ['Must pay in any case', 'Must return the goods to the seller', 'Can change the LC terms on its own'],
  ),
  t('Which document is the document of title to goods shipped by sea?', 'The original bill of lading', [
    'The packing list',
    'The commercial invoice',
    'The certificate of origin',
  ]),
  t('In merchandising, TNA stands for:', 'Time and Action (calendar)', [
    'Total Net Amount',
    'Trims and Accessories',
    'Transport and Arrival',
  ]),
  t(
    'The main purpose of a TNA calendar is to:',
    'Schedule every critical activity from order confirmation to shipment and track delays',
    ['Calculate the FOB price', 'Record the buyer’s payment terms', 'List the garment’s measurements'],
  ),
  t('An activity on the critical path of a TNA is one that:', 'Delays the ship date if it slips', [
    'Costs the most money',
    'The buyer performs',
    'Can be done at any time',
  ]),
  t('A lab dip is:', 'A small dyed sample submitted for the buyer’s shade approval before bulk dyeing', [
    'A chemical test for formaldehyde',
    'A fabric sample for shrinkage testing',
    'A laboratory certificate of fibre content',
  ]),
  t('A strike-off is submitted to approve:', 'A print design and its colours before bulk printing', [
    'The final shipment quantity',
    'The carton dimensions',
    'The shade of a yarn',
  ]),
  t(
    'The PP (pre-production) sample is approved to:',
    'Confirm fabric, trims, fit and construction before bulk production starts',
    ['Show the buyer a new design idea', 'Test the strength of the cartons', 'Replace the shipment sample'],
  ),
  t('A size set sample is made to check:', 'Fit and grading across the size range', [
    'Colour fastness to light',
    'The packing ratio per carton',
    'The price of trims',
  ]),
  t('CMT stands for:', 'Cut, Make and Trim', [
    'Cost, Margin and Tax',
    'Cotton, Modal and Tencel',
    'Cargo, Manifest and Transport',
  ]),
  t(
    'In final inspection, AQL 2.5 means:',
    'The worst average defect rate (2.5%) still accepted by the sampling plan',
    [
      'Exactly 2.5% of the lot is inspected',
      'At most 2.5 defects are allowed per garment',
      'The inspection must take 2.5 hours',
    ],
  ),
  t('In the four-point system of fabric inspection, a defect longer than 9 inches scores:', '4 points', [
    '1 point',
    '2 points',
    '9 points',
  ]),
  t(
    'A shirt uses 1.6 m of fabric at USD 2.50 per metre, plus 5% cutting wastage. What is the fabric cost per shirt?',
    'USD 4.20',
    ['USD 4.00', 'USD 4.40', 'USD 3.80'],
  ),
  t('The FOB price is USD 3.50 per piece. What is the price per dozen?', 'USD 42.00', [
    'USD 35.00',
    'USD 38.50',
    'USD 45.50',
  ]),
  t('An order of 24,000 pieces is packed 24 pieces per carton. How many cartons are needed?', '1,000', [
    '576',
    '100',
    '2,400',
  ]),
  t('What is the volume of an export carton measuring 60 × 40 × 30 cm?', '0.072 CBM', [
    '0.72 CBM',
    '7.2 CBM',
    '0.0072 CBM',
  ]),
  t('The internal volume of a standard 20-foot container is roughly:', '33 CBM', [
    '67 CBM',
    '12 CBM',
    '120 CBM',
  ]),
  t(
    'A shipment tolerance of ±5% on a 10,000-piece order allows shipping between:',
    '9,500 and 10,500 pieces',
    ['9,950 and 10,050 pieces', '9,000 and 11,000 pieces', '10,000 and 10,500 pieces only'],
  ),
  t(
    'The finished length of a garment is 70 cm and the fabric shrinks 5% in length after washing. Roughly what length should be cut?',
    '73.7 cm',
    ['73.5 cm', '66.5 cm', '75.0 cm'],
  ),
  t(
    'The price is USD 5.00 per piece and the exchange rate is PKR 280 per USD. What is the price in PKR?',
    'PKR 1,400',
    ['PKR 56', 'PKR 285', 'PKR 14,000'],
  ),
  t(
    'A tech pack is:',
    'The specification package of a style: sketches, measurements, materials and construction',
    [
      'A packing method for technical fabrics',
      'The buyer’s payment guarantee',
      'A list of approved factories',
    ],
  ),
  t('A bill of materials (BOM) for a style lists:', 'Every material and trim with its quantity per garment', [
    'The shipping schedule',
    'The factory’s machinery',
    'The buyer’s brand guidelines',
  ]),
  t(
    'The HS code on export documents is used to:',
    'Classify the goods for customs tariffs and trade statistics',
    ['Identify the shipping line', 'Track the container by GPS', 'Show the buyer’s tax number'],
  ),
  t(
    'Pakistan’s GSP+ status mainly gives its textile exports:',
    'Reduced or zero import duties in the European Union',
    [
      'Free ocean freight to Europe',
      'Exemption from buyers’ quality inspections',
      'Duty-free access to the United States',
    ],
  ),
  t('OEKO-TEX STANDARD 100 certifies that a textile product:', 'Has been tested for harmful substances', [
    'Is made from organic cotton',
    'Was produced with renewable energy',
    'Meets a minimum thread count',
  ]),
  t('GOTS is a certification standard for:', 'Organic textiles, from fibre through processing', [
    'Garment measurement tolerances',
    'Shipping container safety',
    'Recycled polyester only',
  ]),
  t(
    'A proforma invoice is typically used to:',
    'Quote price and terms before shipment so that the buyer can open an LC or arrange payment',
    ['Claim payment after delivery', 'Record the carton weights', 'Certify the country of origin'],
  ),
  t('A packing list shows:', 'What each carton contains, with quantities, weights and dimensions', [
    'The price of each item',
    'The bank’s payment terms',
    'The fibre composition test results',
  ]),
  t('MOQ means:', 'The minimum order quantity a supplier will accept', [
    'The maximum output quantity of a line',
    'The mean order quality',
    'The monthly order quota',
  ]),
  t('Greige fabric is:', 'Unfinished fabric as it comes off the loom or knitting machine', [
    'Fabric dyed in a grey shade',
    'Fabric rejected at inspection',
    'Fabric made from recycled fibre',
  ]),
  t(
    'A shade band submitted to the buyer shows:',
    'The range of approved shade variation within tolerance for a colour',
    ['The width of the fabric roll', 'The sequence of print colours', 'The strength of the dyed fabric'],
  ),
];
