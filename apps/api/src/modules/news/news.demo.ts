import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newsArticles, users } from '../../db/schema';
import { sanitizeRichText } from '../../lib/html';
import { storeImageFile } from '../files/uploads';
import { encodePng, type Rgb } from '../../lib/png';

/*
 * Demo news: articles about the UAE's logistics market written for the demo, with cover pictures
 * drawn here (a sky, a horizon and stacked containers in each article's colours), so no image is
 * borrowed from anywhere. Six are published, one is a draft and one waits for a date to come.
 */

const WIDTH = 1200;
const HEIGHT = 630;

/** A PNG of a sky in bands, the ground, and rows of containers in the given colours. */
export function drawCover(sky: Rgb, ground: Rgb, boxes: readonly Rgb[], seed: number): Buffer {
  const pixels = Buffer.alloc(HEIGHT * (WIDTH * 3 + 1));
  const horizon = Math.round(HEIGHT * 0.62);
  const blocks: { x: number; y: number; w: number; h: number; color: Rgb }[] = [];
  let random = seed;
  const next = () => {
    random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
    return random / 2_147_483_648;
  };
  for (let row = 0; row < 3; row += 1) {
    let x = 60 + Math.floor(next() * 80);
    while (x < WIDTH - 200) {
      const w = 150 + Math.floor(next() * 90);
      if (row === 0 || next() > 0.3) {
        blocks.push({
          x,
          y: horizon - (row + 1) * 62,
          w,
          h: 56,
          color: boxes[Math.floor(next() * boxes.length)],
        });
      }
      x += w + 8;
    }
  }
  for (let y = 0; y < HEIGHT; y += 1) {
    const offset = y * (WIDTH * 3 + 1);
    pixels[offset] = 0;
    // The sky lightens towards the horizon in bands of 30 pixels.
    const band = Math.floor(y / 30) * 30;
    const lift = Math.round((band / horizon) * 70);
    const sky1: Rgb = [sky[0] + lift, sky[1] + lift, Math.min(255, sky[2] + lift)];
    for (let x = 0; x < WIDTH; x += 1) {
      let color: Rgb = y >= horizon ? ground : sky1;
      for (const b of blocks) {
        if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h) {
          // Corrugation: a darker line every 14 pixels across the container.
          const ridge = (x - b.x) % 14 < 3;
          const [r, g, bl] = b.color;
          color = ridge ? [r * 0.8, g * 0.8, bl * 0.8] : b.color;
        }
      }
      const at = offset + 1 + x * 3;
      pixels[at] = color[0];
      pixels[at + 1] = color[1];
      pixels[at + 2] = color[2];
    }
  }
  return encodePng(WIDTH, HEIGHT, pixels);
}

const BLUE_SKY: Rgb = [70, 130, 180];
const DUSK: Rgb = [120, 90, 140];
const SAND: Rgb = [214, 190, 150];
const ASPHALT: Rgb = [90, 96, 104];
const CONTAINERS: Rgb[] = [
  [178, 34, 34],
  [0, 94, 140],
  [34, 120, 70],
  [230, 150, 30],
  [240, 240, 240],
];

interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  coverAlt: string;
  /** Days from now: negative for the past; null for a draft. */
  days: number | null;
  cover: { sky: Rgb; ground: Rgb; seed: number };
}

/** The articles' titles and summaries in Arabic, by address; their text stays in English. */
const ARABIC_WORDS: Record<string, { title: string; summary: string }> = {
  'etihad-rail-freight-what-shippers-should-know': {
    title: 'الشحن عبر قطارات الاتحاد: ما يحتاج إليه الشاحنون لنقل البضائع بين الإمارات',
    summary:
      'باتت السكك الحديدية تربط الموانئ والمناطق الصناعية من الحدود السعودية حتى الفجيرة. إليك كيف يغيّر الشحن بالقطارات التخطيط والتكاليف والوظائف المرتبطة به.',
  },
  'free-zone-or-mainland-choosing-a-distribution-centre': {
    title: 'منطقة حرة أم البر الرئيسي؟ اختيار موقع مركز التوزيع',
    summary:
      'يناسب كلٌّ من جبل علي وكيزاد ودبي الجنوب سلاسلَ إمداد مختلفة. مقارنة عملية بين الوضع الجمركي وسهولة الوصول وتوافر العاملين.',
  },
  'same-day-delivery-brings-warehouses-closer-to-the-city': {
    title: 'التوصيل في اليوم نفسه يقرّب مستودعات التجارة الإلكترونية من المدينة',
    summary:
      'يتوقع المتسوقون عبر الإنترنت في دبي وأبوظبي وصول طلباتهم خلال ساعات، فيستجيب تجار التجزئة بمواقع تنفيذ أصغر داخل المدينة وبأنواع جديدة من وظائف المستودعات.',
  },
  'cold-chain-capacity-grows-with-food-and-pharma': {
    title: 'سعة سلسلة التبريد تنمو مع واردات الغذاء والأدوية',
    summary:
      'تستورد الإمارات معظم غذائها وكثيرًا من أدويتها. مستودعات جديدة بدرجات حرارة مضبوطة تفتح أبوابها، وهي بحاجة إلى موظفين معتمدين.',
  },
  'customs-paperwork-tips-for-first-time-importers': {
    title: 'المستندات الجمركية: نصائح لمن يستورد إلى الإمارات أول مرة',
    summary:
      'معظم التأخير على الحدود سببه أخطاء في المستندات يمكن تجنّبها. ما الذي يجب التحقق منه في الفاتورة ورمز النظام المنسّق والبيان الجمركي قبل وصول البضائع.',
  },
  'logistics-hiring-trends-roles-in-demand': {
    title: 'التوظيف في قطاع الخدمات اللوجستية بالإمارات: الوظائف المطلوبة هذا الموسم',
    summary:
      'يوظّف أصحاب العمل مشرفين للمستودعات ومخططين للنقل ومحللين لسلاسل الإمداد. ما الذي يطلبونه، وكيف يتميز المرشحون.',
  },
  'electric-vans-on-last-mile-routes': {
    title: 'الشاحنات الكهربائية الصغيرة في توصيل الميل الأخير: دروس أولى من أساطيل الإمارات',
    summary:
      'تجرّب شركات التوصيل الشاحنات الكهربائية في دبي وأبوظبي. المدى والشحن في المستودعات وحرارة الصيف هي أول ما يسأل عنه مديرو الأساطيل.',
  },
  'planning-warehouse-shifts-for-the-year-end-peak': {
    title: 'تخطيط مناوبات المستودعات لذروة نهاية العام',
    summary:
      'تضاعف مواسم التخفيضات والعطلات حجم الطلبات خلال أسابيع. كيف يخطط مديرو العمليات للعمالة المؤقتة والمناوبات والعمل الإضافي في الوقت المناسب.',
  },
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'etihad-rail-freight-what-shippers-should-know',
    title: 'Etihad Rail freight: what shippers moving goods across the Emirates should know',
    summary:
      'Rail now links the ports and industrial zones from the Saudi border to Fujairah. Here is how freight by train changes planning, costs and the jobs behind it.',
    tags: ['Etihad Rail', 'Rail freight', 'Abu Dhabi'],
    coverAlt: 'Rows of red, blue and green containers under a clear sky',
    days: -3,
    cover: { sky: BLUE_SKY, ground: SAND, seed: 11 },
    body: `<p>The national rail network runs about 900 km, from Ghuweifat on the Saudi border through Ruwais, Abu Dhabi and Dubai to Khalifa Port and Fujairah. Freight trains carry aggregates, granulated sulphur, containers and bulk goods between ports, quarries and industrial zones that until recently were reached only by truck.</p>
<h3>What changes for shippers</h3>
<ul><li><strong>Planning in slots.</strong> Trains run to a timetable, so bookings are made in advance and cut-off times at terminals matter more than with trucks.</li><li><strong>Fewer trucks on the E11.</strong> One train can replace hundreds of truck trips, which helps with road congestion and with the emissions figures many customers now ask for.</li><li><strong>First and last mile stay on the road.</strong> Rail covers the long haul; trucks still collect from and deliver to warehouses near the terminals.</li></ul>
<h3>The jobs behind it</h3>
<p>Rail freight needs planners who understand intermodal schedules, terminal operators, customs staff at inland terminals and account managers who can sell a mixed road-and-rail service. Experience with transport management systems and with dangerous goods rules is asked for in most of these roles.</p>`,
  },
  {
    slug: 'free-zone-or-mainland-choosing-a-distribution-centre',
    title: 'Free zone or mainland? Choosing where to put a distribution centre',
    summary:
      'Jebel Ali, KEZAD and Dubai South each suit different supply chains. A practical comparison of customs status, access and staffing.',
    tags: ['Free zones', 'Warehousing', 'Dubai'],
    coverAlt: 'Stacked shipping containers beside a sandy yard',
    days: -9,
    cover: { sky: BLUE_SKY, ground: SAND, seed: 23 },
    body: `<p>Goods held in a free zone stay outside the UAE's customs territory until they enter the local market, so duty is paid only on what is sold in the country. That makes free zones the usual choice for re-export hubs serving the Gulf, East Africa and South Asia.</p>
<h3>How the main zones differ</h3>
<ul><li><strong>Jebel Ali Free Zone (Jafza)</strong> sits beside the port: best for container-heavy flows and short port-to-warehouse moves.</li><li><strong>KEZAD</strong> near Khalifa Port offers large plots for industry and now a rail connection.</li><li><strong>Dubai South</strong> is next to Al Maktoum International Airport, which suits air freight and e-commerce.</li></ul>
<h3>When the mainland makes more sense</h3>
<p>If most of your customers are in the UAE, a mainland warehouse avoids moving goods through customs twice and lets you sell directly to local buyers. Many companies now run both: a free-zone hub for regional stock and a smaller mainland site close to their customers.</p>
<p>Whichever you pick, check the licence activities you need, the lead time for fit-out and whether staff accommodation or transport is needed for shift work.</p>`,
  },
  {
    slug: 'same-day-delivery-brings-warehouses-closer-to-the-city',
    title: 'Same-day delivery brings e-commerce warehouses closer to the city',
    summary:
      'Online shoppers in Dubai and Abu Dhabi expect orders in hours. Retailers answer with smaller fulfilment sites inside the city and new kinds of warehouse jobs.',
    tags: ['E-commerce', 'Last mile', 'Warehousing'],
    coverAlt: 'Colourful containers lined up on a grey yard at dusk',
    days: -15,
    cover: { sky: DUSK, ground: ASPHALT, seed: 37 },
    body: `<p>A large distribution centre on the edge of the city is efficient for stock, but too far away for deliveries promised within two hours. Retailers and third-party logistics providers are adding small fulfilment sites in Al Quoz, Al Qusais and Mussafah that hold the fastest-selling items.</p>
<h3>What these sites need</h3>
<ul><li>Warehouse management systems that split orders between the big site and the city site.</li><li>Pickers and packers on short shifts timed around evening order peaks.</li><li>Dispatchers who plan routes for motorbike and van couriers as orders arrive.</li></ul>
<p>For job seekers this means more roles in inventory control, order fulfilment and last-mile dispatch, often with clear paths to shift supervisor within a year for people who learn the systems well.</p>`,
  },
  {
    slug: 'cold-chain-capacity-grows-with-food-and-pharma',
    title: 'Cold chain capacity grows with food and pharmaceutical imports',
    summary:
      'The UAE imports most of its food and many of its medicines. New temperature-controlled warehouses are opening, and they need certified staff.',
    tags: ['Cold chain', 'Pharma', 'Food logistics'],
    coverAlt: 'White and blue refrigerated containers under a pale sky',
    days: -22,
    cover: { sky: [110, 160, 200], ground: ASPHALT, seed: 41 },
    body: `<p>Fresh food, frozen goods and medicines all need an unbroken chain of controlled temperature from the farm or factory to the shelf. Operators in Dubai South, KEZAD and around the main ports have been adding chilled and frozen capacity, including pharmaceutical stores that follow Good Distribution Practice.</p>
<h3>Skills in demand</h3>
<ul><li>Quality staff who can validate temperature mapping and handle excursions.</li><li>Refrigeration technicians for reefer trucks and cold rooms.</li><li>Warehouse staff trained in first-expiry-first-out handling and in working safely at -25 °C.</li></ul>
<p>Employers say that certificates in GDP and HACCP shorten hiring, and that experience with data loggers and temperature monitoring platforms is a strong plus on a CV.</p>`,
  },
  {
    slug: 'customs-paperwork-tips-for-first-time-importers',
    title: 'Customs paperwork: tips for first-time importers in the UAE',
    summary:
      'Most delays at the border come from avoidable document errors. What to check on the invoice, the HS code and the declaration before goods arrive.',
    tags: ['Customs', 'Trade compliance'],
    coverAlt: 'Containers stacked three high at a port',
    days: -30,
    cover: { sky: BLUE_SKY, ground: ASPHALT, seed: 53 },
    body: `<p>Goods entering the UAE from outside the GCC usually pay 5 % customs duty on their CIF value, with exemptions for some food and medical goods. The declaration is filed by a licensed customs broker or by the importer through the emirate's customs system, such as Mirsal in Dubai.</p>
<h3>Check before the ship sails</h3>
<ol><li><strong>The HS code.</strong> A wrong tariff code is the most common cause of holds and penalties.</li><li><strong>The commercial invoice.</strong> It must show the full description, quantity, unit value, origin and the importer's details.</li><li><strong>Certificates.</strong> Food, cosmetics and electrical goods may need approvals from the relevant authority before release.</li></ol>
<p>Trade compliance is a growing career in the UAE: brokers, classification specialists and compliance officers who know the GCC common customs law are hired by forwarders, retailers and manufacturers alike.</p>`,
  },
  {
    slug: 'logistics-hiring-trends-roles-in-demand',
    title: 'Logistics hiring in the UAE: the roles in demand this season',
    summary:
      'Employers are hiring for warehouse supervision, transport planning and supply chain analysis. What they ask for and how candidates stand out.',
    tags: ['Hiring trends', 'Careers'],
    coverAlt: 'A yard of orange and green containers in the afternoon sun',
    days: -1,
    cover: { sky: [90, 140, 190], ground: SAND, seed: 67 },
    body: `<p>Recruiters working with UAE logistics employers report steady demand across the supply chain, led by roles that combine operations experience with systems skills.</p>
<h3>Most requested roles</h3>
<ul><li><strong>Warehouse supervisors</strong> with WMS experience and a record of hitting pick-rate and accuracy targets.</li><li><strong>Transport planners</strong> who can build routes in a TMS and manage subcontracted fleets.</li><li><strong>Supply chain analysts</strong> comfortable with Excel, SQL or Power BI.</li><li><strong>Heavy vehicle drivers</strong> with a valid UAE licence and a clean record.</li></ul>
<h3>How to stand out</h3>
<p>List the systems you have used (SAP, Oracle, Manhattan, Infor), the volumes you handled and any certificates such as CILT or APICS CSCP. A profile with a clear desired role and location gets matched to job alerts faster.</p>`,
  },
  {
    slug: 'electric-vans-on-last-mile-routes',
    title: 'Electric vans on last-mile routes: early lessons from UAE fleets',
    summary:
      'Courier companies are trialling electric vans in Dubai and Abu Dhabi. Range, charging at depots and summer heat are the questions fleet managers ask first.',
    tags: ['Sustainability', 'Last mile'],
    coverAlt: 'Green and white containers at a depot',
    days: null,
    cover: { sky: BLUE_SKY, ground: ASPHALT, seed: 79 },
    body: `<p>Fleet managers we spoke to are testing electric vans on fixed urban routes, where daily distances are predictable and vans return to the depot to charge overnight.</p>
<ul><li>Range in July and August, with air conditioning running all day.</li><li>Depot charging capacity and the electricity connection it needs.</li><li>Training drivers to drive for range.</li></ul>`,
  },
  {
    slug: 'planning-warehouse-shifts-for-the-year-end-peak',
    title: 'Planning warehouse shifts for the year-end peak',
    summary:
      'Sales events and the holiday season double order volumes in weeks. How operations managers plan temporary staff, shifts and overtime in time.',
    tags: ['Warehousing', 'Careers'],
    coverAlt: 'Containers in purple evening light',
    days: 5,
    cover: { sky: DUSK, ground: SAND, seed: 83 },
    body: `<p>Peak season planning starts with the forecast: order volumes by day, the share of same-day orders and the returns that follow a few weeks later.</p>
<h3>Three steps that work</h3>
<ol><li>Hire and train temporary staff at least four weeks before the first sales event.</li><li>Split the day into shorter shifts around the order peaks instead of long overtime.</li><li>Agree extra carrier pick-ups in advance, so packed orders do not wait.</li></ol>
<p>Temporary peak roles are a common way into logistics in the UAE; many warehouses keep their best temporary staff on permanent contracts afterwards.</p>`,
  },
];

/** Writes the demo articles and their covers, as the master administrator. */
export async function seedDemoNews(ctx: Pick<AppContext, 'db' | 'files'>, authorEmail: string) {
  const { db } = ctx;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, authorEmail));
  const day = 86_400_000;
  for (const article of DEMO_ARTICLES) {
    const png = drawCover(article.cover.sky, article.cover.ground, CONTAINERS, article.cover.seed);
    const publishedAt = article.days === null ? null : new Date(Date.now() + article.days * day);
    const cover = {
      bytes: png,
      ext: 'png' as const,
      mime: 'image/png',
      filename: `${article.slug}.png`,
    };
    await storeImageFile(ctx, author.id, cover, async (tx, fileId) => {
      await tx.insert(newsArticles).values({
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        body: sanitizeRichText(article.body),
        titleAr: ARABIC_WORDS[article.slug]?.title ?? null,
        summaryAr: ARABIC_WORDS[article.slug]?.summary ?? null,
        coverFileId: fileId,
        coverAlt: article.coverAlt,
        tags: article.tags,
        status: article.days === null ? 'draft' : 'published',
        publishedAt,
        authorId: author.id,
        createdAt: new Date(Date.now() + Math.min(0, (article.days ?? 0) - 1) * day),
      });
      return null;
    });
  }
}
