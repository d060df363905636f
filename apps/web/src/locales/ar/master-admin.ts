import type { Translation } from '@logicareers/shared/translation';
import type { masterAdmin as en } from '../en/master-admin';

/** The administration of master data, in Arabic. */
export const masterAdmin: Translation<typeof en> = {
  list: {
    title: 'البيانات الرئيسية',
    description:
      'القوائم التي تعرضها نماذج الوظائف والملفات الشخصية والتنبيهات وعوامل تصفية البحث. افتح قائمة لإضافة عناصرها أو إعادة تسميتها أو ترتيبها أو إيقاف تفعيلها أو دمجها.',
    column: { list: 'القائمة', items: 'العناصر', active: 'النشطة', usedBy: 'تُستخدم في' },
    itemsCount_zero: '{{count}} عنصر',
    itemsCount_one: '{{count}} عنصر',
    itemsCount_two: '{{count}} عنصران',
    itemsCount_few: '{{count}} عناصر',
    itemsCount_many: '{{count}} عنصرًا',
    itemsCount_other: '{{count}} عنصر',
    activeCount: 'النشطة: {{count}}',
    open: 'فتح',
    fixedTitle: 'قوائم محددة في الشيفرة',
    fixedText:
      'حالات التأشيرة وفترات الإشعار واللغات ورخص القيادة قوائم ثابتة: يتعامل الخادم وعوامل التصفية مع مفاتيحها، وتترجمها كل لغة من لغات الموقع. أما الشهادات فيكتبها المرشحون مع اقتراحات.',
  },
  kinds: {
    designation: 'المسميات الوظيفية',
    functional_area: 'المجالات الوظيفية',
    state: 'الإمارات والمناطق والمناطق الحرة',
    industry: 'القطاعات',
    skill: 'المهارات',
    qualification: 'المؤهلات',
    country: 'الدول والجنسيات',
  },
  usedBy: {
    designation:
      'الوظائف، والوظائف التي يرغب فيها المرشحون، وتنبيهات الوظائف، والبحث في السير الذاتية',
    functional_area:
      'الوظائف، والوظائف التي يرغب فيها المرشحون، وتنبيهات الوظائف، والبحث في السير الذاتية',
    state:
      'الوظائف، وأماكن إقامة المرشحين والأماكن التي يرغبون في العمل فيها، وتنبيهات الوظائف، وفروع الشركات',
    industry: 'الوظائف، وتنبيهات الوظائف، وملفات الشركات',
    skill: 'الوظائف والملفات الشخصية للمرشحين',
    qualification: 'المؤهلات الدراسية للمرشحين',
    country: 'دولة المرشحين وجنسيتهم، والبحث في السير الذاتية',
  },
  kind: {
    description:
      'لم تعد العناصر غير النشطة تُعرض في النماذج وعوامل التصفية، وتحتفظ بها الوظائف والمرشحون والتنبيهات التي تتضمنها. أما الدمج فينقل كل سجلات العنصر إلى عنصر آخر ثم يحذفه.',
    back: 'جميع القوائم',
    unknown: 'لا توجد قائمة بيانات رئيسية بهذا الاسم.',
    add: 'إضافة عنصر',
    search: 'البحث بالاسم',
    status: 'عرض',
    statuses: { all: 'الكل', active: 'النشطة', inactive: 'غير النشطة' },
    empty: 'لا توجد عناصر مطابقة.',
    reorderHint: 'امسح البحث واعرض جميع العناصر لتغيير ترتيبها.',
    column: {
      order: 'الترتيب',
      name: 'الاسم',
      jobs: 'الوظائف',
      candidates: 'المرشحون',
      alerts: 'التنبيهات',
      actions: 'الإجراءات',
    },
    inactive: 'غير نشط',
    inEmirate: 'في {{emirate}}',
    usage: 'الوظائف: {{jobs}} · المرشحون: {{candidates}} · التنبيهات: {{alerts}}',
  },
  action: {
    up: 'نقل {{name}} لأعلى',
    down: 'نقل {{name}} لأسفل',
    rename: 'إعادة تسمية',
    deactivate: 'إيقاف التفعيل',
    reactivate: 'إعادة التفعيل',
    merge: 'دمج',
    cancel: 'إلغاء',
    save: 'حفظ',
  },
  form: {
    addTitle: 'إضافة إلى {{list}}',
    renameTitle: 'إعادة تسمية «{{name}}»',
    name: 'الاسم',
    renameHint: 'تعرض الوظائف والمرشحون وعمليات البحث الاسم الجديد فورًا.',
    parent: 'الإمارة',
    parentHint: 'اتركه فارغًا لإضافة إمارة، أو اختر إمارة لإضافة منطقة أو منطقة حرة فيها.',
  },
  deactivate: {
    title: 'إيقاف تفعيل «{{name}}»؟',
    text: 'لن يُعرض بعد الآن في النماذج وعوامل التصفية، وتحتفظ به السجلات التي تتضمنه (الوظائف: {{jobs}}، المرشحون: {{candidates}}، التنبيهات: {{alerts}}). يمكنك إعادة تفعيله لاحقًا.',
  },
  merge: {
    title: 'دمج «{{name}}» في عنصر آخر',
    into: 'الدمج في',
    intoPlaceholder: 'البحث في القائمة',
    nothingFound: 'لا يوجد عنصر نشط مطابق',
    onlyEmirates: 'تُدمج الإمارة في إمارة أخرى، وتنتقل مناطقها معها.',
    summary:
      'ستحمل هذه السجلات «{{into}}» بدلًا منه: الوظائف: {{jobs}}، المرشحون: {{candidates}}، التنبيهات: {{alerts}}، السجلات الأخرى: {{other}}. وسيُحذف «{{name}}». لا يمكن التراجع عن ذلك.',
    pick: 'اختر العنصر الذي سيبقى.',
    areaLabel: '{{name}} ({{emirate}})',
    confirm: 'دمج',
  },
};
