// Technical questions of the "Spinning Technologist — Entry" test: yarn counts, the spinning
// process, twist, fibre and yarn testing, with a few fabric basics a spinning graduate must know.
import { mcq, type Mcq } from './mcq.ts';

const t = (statement: string, correct: string, wrong: readonly [string, string, string]): Mcq =>
  mcq('technical', statement, correct, wrong);

export const SPINNING_TECHNICAL: readonly Mcq[] = [
  t('What does the English cotton count (Ne) express?', 'The number of 840-yard hanks in one pound of yarn', [
    'The weight in grams of 1,000 metres of yarn',
    'The weight in grams of 9,000 metres of yarn',
    'The number of 1,000-metre lengths in one kilogram of yarn',
  ]),
  t('Tex is the weight in grams of:', '1,000 metres of yarn', [
    '9,000 metres of yarn',
    '840 yards of yarn',
    '100 metres of yarn',
  ]),
  t('Denier is the weight in grams of:', '9,000 metres of yarn or filament', [
    '1,000 metres of yarn or filament',
    '10,000 metres of yarn or filament',
    '840 yards of yarn or filament',
  ]),
  t(
    'Which of these count systems is indirect, so that a higher number means a finer yarn?',
    'Ne (English cotton count)',
    ['Tex', 'Denier', 'Decitex'],
  ),
  t('Approximately how many tex is a Ne 30 yarn? (tex = 590.5 ÷ Ne)', '19.7 tex', [
    '30 tex',
    '17.7 tex',
    '59 tex',
  ]),
  t('How is the metric count (Nm) related to the English count (Ne)?', 'Nm ≈ 1.693 × Ne', [
    'Nm ≈ Ne ÷ 1.693',
    'Nm ≈ 590.5 ÷ Ne',
    'Nm ≈ 9 × Ne',
  ]),
  t(
    'What is the correct sequence of a carded ring-spinning line?',
    'Blow room → carding → drawing → simplex → ring frame → winding',
    [
      'Carding → blow room → simplex → drawing → ring frame → winding',
      'Blow room → drawing → carding → ring frame → simplex → winding',
      'Blow room → carding → simplex → winding → drawing → ring frame',
    ],
  ),
  t(
    'The main purpose of carding is to:',
    'Open tufts into individual fibres, remove trash and neps, and form a sliver',
    ['Insert twist into the roving', 'Wind yarn onto cones and clear faults', 'Apply size to the warp yarns'],
  ),
  t('Combing is added to the process mainly to remove:', 'Short fibres and neps, taken out as noil', [
    'Moisture from the sliver',
    'The longest fibres, which cause drafting waves',
    'Twist from the roving',
  ]),
  t(
    'At the draw frame, doubling several slivers together mainly:',
    'Improves sliver evenness and blends the fibres',
    [
      'Increases the twist of the yarn',
      'Removes seed-coat fragments',
      'Converts the sliver directly into yarn',
    ],
  ),
  t(
    'A draw frame is fed 8 slivers of 0.12 hank each and delivers one sliver of 0.12 hank. What is the draft?',
    '8',
    ['1', '0.96', '16'],
  ),
  t(
    'The front roller delivers 240 m/min and the back roller feeds 20 m/min. What is the mechanical draft?',
    '12',
    ['220', '4,800', '0.083'],
  ),
  t('The simplex (roving frame) delivers:', 'Roving with a small protective twist, wound on a bobbin', [
    'Finished yarn on cones',
    'Card sliver in cans',
    'A lap for the comber',
  ]),
  t('In the Ne system TPI = TM × √Ne. What is the TPI of a Ne 36 yarn at a twist multiplier of 4.0?', '24', [
    '144',
    '9',
    '40',
  ]),
  t('Most single cotton ring-spun yarns are spun with:', 'Z twist', [
    'S twist',
    'No twist',
    'Alternating S and Z twist',
  ]),
  t(
    'As twist increases from a low level, the strength of a single staple yarn:',
    'Rises to an optimum and then falls',
    ['Keeps rising without limit', 'Falls steadily from the start', 'Does not change'],
  ),
  t(
    'The micronaire value of cotton reflects:',
    'A combination of fibre fineness and maturity (air-flow resistance)',
    ['Fibre length', 'Fibre colour grade', 'Trash content'],
  ),
  t('In HVI testing, UHML stands for:', 'Upper Half Mean Length', [
    'Uniform High Micronaire Level',
    'Upper Hank Mass Limit',
    'Unit Humidity Moisture Level',
  ]),
  t('The standard commercial moisture regain of cotton is:', '8.5%', ['0.4%', '4%', '13%']),
  t('The moisture regain of polyester under standard conditions is about:', '0.4%', ['8.5%', '11%', '16%']),
  t('The Uster CV% of a yarn measures:', 'Mass variation along the yarn (unevenness)', [
    'Tensile strength',
    'Twist per inch',
    'Hairiness only',
  ]),
  t('The Uster imperfection index (IPI) adds up:', 'Thin places, thick places and neps', [
    'Neps, hairiness and count variation',
    'Breaks, splices and knots',
    'Thick places and trash only',
  ]),
  t(
    'What does the electronic yarn clearer on an automatic winder do?',
    'Detects faults such as thick and thin places and cuts them out for splicing',
    ['Measures the moisture of the cone', 'Applies wax to the yarn', 'Inserts twist into the yarn'],
  ),
  t(
    'Splicing on an automatic winder joins two yarn ends by:',
    'Intermingling the fibres with compressed air, without a knot',
    ["Tying a weaver's knot", 'Gluing the ends together', 'Melting the ends together'],
  ),
  t('Compact spinning mainly reduces:', 'Yarn hairiness, by condensing the fibres before twisting', [
    'The yarn count',
    'The spindle speed',
    'The number of doublings',
  ]),
  t(
    'Compared with ring-spun yarn, rotor (open-end) yarn is generally:',
    'Weaker and bulkier, and used mostly for coarser counts',
    [
      'Stronger and finer, used for counts above Ne 80',
      'Identical in structure',
      'Spun without opening the sliver',
    ],
  ),
  t(
    'In ring spinning, twist is inserted by:',
    'The rotating spindle, with the traveller running around the ring',
    ['The drafting rollers', 'The creel', 'The doffer of the card'],
  ),
  t('The traveller number used on a ring frame mainly indicates the traveller’s:', 'Weight', [
    'Colour',
    'Speed in rpm',
    'Ring diameter',
  ]),
  t('Which blow room machine is used mainly to blend fibres taken from many bales?', 'Multi-mixer', [
    'Autoconer',
    'Comber',
    'Speed frame',
  ]),
  t('Neps in cotton are:', 'Small tangled knots of fibres', [
    'Long thick places caused by slubs',
    'Broken synthetic filaments',
    'Sections of yarn without twist',
  ]),
  t(
    'A spindle runs at 18,000 rpm and the yarn has 24 turns per inch. Ignoring traveller lag, about how much yarn does it deliver per minute?',
    'About 19 metres',
    ['About 750 metres', 'About 43 metres', 'About 7.5 metres'],
  ),
  t('Count strength product (CSP) is calculated as:', 'Lea strength in pounds × yarn count (Ne)', [
    'Single yarn strength in cN × tex',
    'Twist per inch × count',
    'Micronaire × staple length',
  ]),
  t(
    'Relative humidity in a cotton spinning hall is controlled mainly to:',
    'Reduce static and end breaks and keep fibre behaviour stable',
    ['Raise the yarn count', 'Dye the fibres evenly', 'Remove neps from the sliver'],
  ),
  t('GSM of a fabric means:', 'Grams per square metre', [
    'Grams per single metre of length',
    'Gauge of stitches per metre',
    'Grams per standard metre of width',
  ]),
  t('A 100 cm² fabric sample weighs 1.8 g. What is the fabric’s GSM?', '180', ['18', '1,800', '100']),
  t('A fabric 100 cm long measures 96 cm after washing. What is its length shrinkage?', '4%', [
    '96%',
    '4.2%',
    '0.4%',
  ]),
  t('EPI and PPI of a woven fabric are:', 'Warp ends per inch and weft picks per inch', [
    'Elongation and pilling index',
    'Evenness and pressure index',
    'The yarn count in Ne and in Nm',
  ]),
  t('Mercerisation treats cotton with:', 'Concentrated caustic soda, under tension', [
    'Hydrogen peroxide at the boil',
    'Sulphuric acid and salt',
    'Disperse dyes at 130 °C',
  ]),
  t('Polyester is usually dyed with:', 'Disperse dyes', ['Reactive dyes', 'Acid dyes', 'Basic dyes']),
];
