import type { jobs } from '../../db/schema';
import { generateJob, type Random } from '../jobs/job-generator';
import type { Taxonomy } from '../master-data/taxonomy.query';

/**
 * Jobs as employers in the Emirates write them: some only in Arabic, some in English and Arabic
 * together. Each keeps its designation and functional area from the taxonomy (by English name).
 */
const ARABIC_JOBS: {
  designation: string;
  area: string;
  title: string;
  description: string;
  requirements: string[];
  benefits: string;
}[] = [
  {
    designation: 'Warehouse Supervisor',
    area: 'Warehousing and 3PL',
    title: 'مشرف مستودعات',
    description:
      'نبحث عن مشرف مستودعات لإدارة عمليات الاستلام والتخزين والصرف في مستودعاتنا بمنطقة جبل علي الحرة، وقيادة فريق من أمناء المخازن ومشغلي الرافعات الشوكية.',
    requirements: [
      'خبرة لا تقل عن خمس سنوات في إدارة المستودعات',
      'معرفة بأنظمة إدارة المستودعات',
      'إجادة اللغتين العربية والإنجليزية',
    ],
    benefits: 'سكن ومواصلات، تأمين صحي، تذكرة سفر سنوية',
  },
  {
    designation: 'Heavy Truck Driver',
    area: 'Transport and Fleet',
    title: 'سائق شاحنة ثقيلة',
    description:
      'مطلوب سائقو شاحنات ثقيلة لنقل الحاويات بين الموانئ والمستودعات داخل الدولة، مع الالتزام بجداول التسليم وقواعد السلامة المرورية.',
    requirements: ['رخصة قيادة إماراتية للمركبات الثقيلة', 'معرفة بطرق الدولة', 'سجل قيادة نظيف'],
    benefits: 'سكن، بدل طعام، ساعات عمل إضافية مدفوعة',
  },
  {
    designation: 'Customs Clearance Officer',
    area: 'Customs Brokerage',
    title: 'مسؤول تخليص جمركي',
    description:
      'تتولى إعداد البيانات الجمركية وتخليص الشحنات الواردة والصادرة عبر الموانئ والمطارات، والتنسيق مع الدوائر الجمركية ووكلاء الشحن.',
    requirements: [
      'خبرة في نظام ميرسال 2 ودبي التجارية',
      'معرفة بتصنيف النظام المنسق للبضائع',
      'دقة في التعامل مع المستندات',
    ],
    benefits: 'راتب تنافسي، تأمين صحي، إجازة سنوية ثلاثون يوماً',
  },
  {
    designation: 'Cold Chain Supervisor',
    area: 'Cold Chain',
    title: 'Cold Chain Supervisor / مشرف سلسلة التبريد',
    description:
      'Supervise our temperature-controlled warehouse for food and pharmaceuticals. الإشراف على مستودع التبريد ومراقبة درجات الحرارة وسلامة الأغذية والأدوية.',
    requirements: [
      'Five years in cold chain operations / خمس سنوات خبرة في سلسلة التبريد',
      'HACCP knowledge / معرفة بنظام تحليل المخاطر',
    ],
    benefits: 'Accommodation, medical insurance / سكن وتأمين صحي',
  },
  {
    designation: 'Logistics Coordinator',
    area: 'Freight Forwarding - Sea',
    title: 'Logistics Coordinator - منسق لوجستي',
    description:
      'Coordinate sea freight shipments with carriers and agents across the GCC. تنسيق شحنات الشحن البحري مع الخطوط الملاحية والوكلاء في دول الخليج ومتابعة المستندات.',
    requirements: [
      'Experience with CargoWise / خبرة في برنامج كارجو وايز',
      'Arabic and English / العربية والإنجليزية',
    ],
    benefits: 'Annual bonus, medical insurance / مكافأة سنوية وتأمين صحي',
  },
];

/** The Arabic and bilingual demo jobs, with the rest of each job as the generator makes it. */
export function arabicDemoJobs(
  random: Random,
  taxonomy: Taxonomy,
  companyId: number,
): (typeof jobs.$inferInsert)[] {
  const named = (list: { id: number; name: string }[], name: string) => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`The taxonomy has no ${name}`);
    return found;
  };
  return ARABIC_JOBS.map((job) => {
    const base = generateJob(random, taxonomy, { companyId });
    const designation = named(taxonomy.designations, job.designation);
    const requirements = `<ul>${job.requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`;
    return {
      ...base,
      title: job.title,
      designationId: designation.id,
      designationName: designation.name,
      functionalAreaId: named(taxonomy.functionalAreas, job.area).id,
      description: `<p>${job.description}</p>`,
      requirements,
      benefits: `<p>${job.benefits}</p>`,
      bodyText: `${job.description} ${job.requirements.join(' ')} ${job.benefits}`,
    };
  });
}
