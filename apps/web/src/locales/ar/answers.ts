import type { Translation } from '@logicareers/shared/translation';
import type { answers as en } from '../en/answers';

const queued = {
  zero: 'لم تُضف أي رسالة إلى قائمة الإرسال',
  one: 'أُضيفت رسالة واحدة إلى قائمة الإرسال',
  two: 'أُضيفت رسالتان إلى قائمة الإرسال',
  few: 'أُضيفت {{count}} رسائل إلى قائمة الإرسال',
  many: 'أُضيفت {{count}} رسالة إلى قائمة الإرسال',
};
const skipped = '؛ واستُبعد من ألغوا اشتراكهم ({{skipped}})';

const sentTo = (client: string) => ({
  one: `سبق إرسال {{names}} إلى ${client}، ولا يزال الرابط مفتوحًا`,
  two: `سبق إرسال {{names}} إلى ${client}، ولا يزال الرابطان مفتوحين`,
  other: `سبق إرسال {{names}} إلى ${client}، ولا تزال الروابط مفتوحة`,
});
const sent = sentTo('{{client}}');
const sentForJob = sentTo('{{client}} لهذه الوظيفة');

const publishMore = 'أغلق وظيفة أو رقِّ باقتك لنشر المزيد.';
const featureMore = 'رقِّ باقتك لتمييز المزيد.';
const usedUp = 'وقد استُنفد هذا الحد.';
const openMore = 'رقِّ باقتك لفتح المزيد.';
const downloadMore = 'رقِّ باقتك لتنزيل المزيد.';
const outsideThem = 'اختر تواريخ خارجها، أو ألغِها أولًا.';
const firstOf = 'أولاها {{plan}} من {{from}} إلى {{to}}.';
const addColleagues = 'رقِّ باقتك لإضافة زملائك.';
const fewerLeft = 'أقل مما يحتاجه هذا الإرسال. رقِّ باقتك لإرسال المزيد.';

/**
 * The server's answers that carry a number, in Arabic, by their `message_key`: every key has
 * Arabic's six plural forms (zero, one, two, few for 3–10, many for 11–99, other for 100 and up).
 */
export const answers: Translation<typeof en> = {
  emailsQueued_zero: queued.zero,
  emailsQueued_one: queued.one,
  emailsQueued_two: queued.two,
  emailsQueued_few: queued.few,
  emailsQueued_many: queued.many,
  emailsQueued_other: queued.many,
  emailsQueuedSkipped_zero: queued.zero + skipped,
  emailsQueuedSkipped_one: queued.one + skipped,
  emailsQueuedSkipped_two: queued.two + skipped,
  emailsQueuedSkipped_few: queued.few + skipped,
  emailsQueuedSkipped_many: queued.many + skipped,
  emailsQueuedSkipped_other: queued.many + skipped,
  candidatesSent_zero: 'لم يُرسَل أي مرشح',
  candidatesSent_one: 'تم إرسال المرشح',
  candidatesSent_two: 'تم إرسال مرشحَين اثنين',
  candidatesSent_few: 'تم إرسال {{count}} مرشحين',
  candidatesSent_many: 'تم إرسال {{count}} مرشحًا',
  candidatesSent_other: 'تم إرسال {{count}} مرشح',
  invitationsSent_zero: 'لم تُرسَل أي دعوة',
  invitationsSent_one: 'تم إرسال الدعوة',
  invitationsSent_two: 'تم إرسال دعوتين',
  invitationsSent_few: 'تم إرسال {{count}} دعوات',
  invitationsSent_many: 'تم إرسال {{count}} دعوة',
  invitationsSent_other: 'تم إرسال {{count}} دعوة',
  applicationsWithdrawn_zero: 'لم يسحب أي من هؤلاء المرشحين طلبه',
  applicationsWithdrawn_one: 'سحب هذا المرشح طلب التوظيف',
  applicationsWithdrawn_two: 'سحب اثنان من هؤلاء المرشحين طلبَيهما',
  applicationsWithdrawn_few: 'سحب {{count}} من هؤلاء المرشحين طلباتهم',
  applicationsWithdrawn_many: 'سحب {{count}} من هؤلاء المرشحين طلباتهم',
  applicationsWithdrawn_other: 'سحب {{count}} من هؤلاء المرشحين طلباتهم',
  alreadySent_zero: sent.other,
  alreadySent_one: sent.one,
  alreadySent_two: sent.two,
  alreadySent_few: sent.other,
  alreadySent_many: sent.other,
  alreadySent_other: sent.other,
  alreadySentForJob_zero: sentForJob.other,
  alreadySentForJob_one: sentForJob.one,
  alreadySentForJob_two: sentForJob.two,
  alreadySentForJob_few: sentForJob.other,
  alreadySentForJob_many: sentForJob.other,
  alreadySentForJob_other: sentForJob.other,
  limitJobPosts_zero: 'لا تتيح باقتك نشر الوظائف. رقِّ باقتك لنشر الوظائف.',
  limitJobPosts_one: `تتيح باقتك وظيفة منشورة نشطة واحدة، وهي مستخدمة. ${publishMore}`,
  limitJobPosts_two: `تتيح باقتك وظيفتين منشورتين نشطتين، وكلتاهما مستخدمة. ${publishMore}`,
  limitJobPosts_few: `تتيح باقتك {{count}} وظائف منشورة نشطة، وجميعها مستخدمة. ${publishMore}`,
  limitJobPosts_many: `تتيح باقتك {{count}} وظيفة منشورة نشطة، وجميعها مستخدمة. ${publishMore}`,
  limitJobPosts_other: `تتيح باقتك {{count}} وظيفة منشورة نشطة، وجميعها مستخدمة. ${publishMore}`,
  limitFeaturedJobs_zero: 'لا تتيح باقتك تمييز الوظائف. رقِّ باقتك لتمييز الوظائف.',
  limitFeaturedJobs_one: `تتيح باقتك وظيفة مميزة واحدة، وهي مستخدمة. ${featureMore}`,
  limitFeaturedJobs_two: `تتيح باقتك وظيفتين مميزتين، وكلتاهما مستخدمة. ${featureMore}`,
  limitFeaturedJobs_few: `تتيح باقتك {{count}} وظائف مميزة، وجميعها مستخدمة. ${featureMore}`,
  limitFeaturedJobs_many: `تتيح باقتك {{count}} وظيفة مميزة، وجميعها مستخدمة. ${featureMore}`,
  limitFeaturedJobs_other: `تتيح باقتك {{count}} وظيفة مميزة، وجميعها مستخدمة. ${featureMore}`,
  limitCvViews_zero: 'لا تتيح باقتك فتح ملفات السير الذاتية هذا الشهر. رقِّ باقتك لفتحها.',
  limitCvViews_one: `تتيح باقتك فتح ملف سيرة ذاتية واحد هذا الشهر، ${usedUp} ${openMore}`,
  limitCvViews_two: `تتيح باقتك فتح ملفَّي سيرة ذاتية هذا الشهر، ${usedUp} ${openMore}`,
  limitCvViews_few: `تتيح باقتك فتح {{count}} ملفات سير ذاتية هذا الشهر، ${usedUp} ${openMore}`,
  limitCvViews_many: `تتيح باقتك فتح {{count}} ملف سيرة ذاتية هذا الشهر، ${usedUp} ${openMore}`,
  limitCvViews_other: `تتيح باقتك فتح {{count}} ملف سيرة ذاتية هذا الشهر، ${usedUp} ${openMore}`,
  limitCvDownloads_zero: 'لا تتيح باقتك تنزيل السير الذاتية هذا الشهر. رقِّ باقتك لتنزيلها.',
  limitCvDownloads_one: `تتيح باقتك تنزيل سيرة ذاتية واحدة هذا الشهر، ${usedUp} ${downloadMore}`,
  limitCvDownloads_two: `تتيح باقتك تنزيل سيرتين ذاتيتين هذا الشهر، ${usedUp} ${downloadMore}`,
  limitCvDownloads_few: `تتيح باقتك تنزيل {{count}} سير ذاتية هذا الشهر، ${usedUp} ${downloadMore}`,
  limitCvDownloads_many: `تتيح باقتك تنزيل {{count}} سيرة ذاتية هذا الشهر، ${usedUp} ${downloadMore}`,
  limitCvDownloads_other: `تتيح باقتك تنزيل {{count}} سيرة ذاتية هذا الشهر، ${usedUp} ${downloadMore}`,
  limitUsers_zero: `لا تتيح باقتك إضافة مستخدمين. ${addColleagues}`,
  limitUsers_one: `تتيح باقتك مستخدمًا واحدًا، وقد شُغل مكانه. ${addColleagues}`,
  limitUsers_two: `تتيح باقتك مستخدمَين اثنين، وقد شُغل المكانان. ${addColleagues}`,
  limitUsers_few: `تتيح باقتك {{count}} مستخدمين، وقد شُغلت جميع الأماكن. ${addColleagues}`,
  limitUsers_many: `تتيح باقتك {{count}} مستخدمًا، وقد شُغلت جميع الأماكن. ${addColleagues}`,
  limitUsers_other: `تتيح باقتك {{count}} مستخدم، وقد شُغلت جميع الأماكن. ${addColleagues}`,
  limitBulkEmails_zero: `لا تتيح باقتك أي رسالة بريد إلكتروني إلى المرشحين هذا الشهر، والمتبقي منها {{left}}: ${fewerLeft}`,
  limitBulkEmails_one: `تتيح باقتك رسالة بريد إلكتروني واحدة إلى المرشحين هذا الشهر، والمتبقي منها {{left}}: ${fewerLeft}`,
  limitBulkEmails_two: `تتيح باقتك رسالتَي بريد إلكتروني إلى المرشحين هذا الشهر، والمتبقي منهما {{left}}: ${fewerLeft}`,
  limitBulkEmails_few: `تتيح باقتك {{count}} رسائل بريد إلكتروني إلى المرشحين هذا الشهر، والمتبقي منها {{left}}: ${fewerLeft}`,
  limitBulkEmails_many: `تتيح باقتك {{count}} رسالة بريد إلكتروني إلى المرشحين هذا الشهر، والمتبقي منها {{left}}: ${fewerLeft}`,
  limitBulkEmails_other: `تتيح باقتك {{count}} رسالة بريد إلكتروني إلى المرشحين هذا الشهر، والمتبقي منها {{left}}: ${fewerLeft}`,
  subscriptionOverlap_zero: `لدى هذا العميل باقة في هذه التواريخ، ${firstOf} ${outsideThem}`,
  subscriptionOverlap_one:
    'لدى هذا العميل باقة {{plan}} من {{from}} إلى {{to}}. اختر تواريخ خارجها، أو ألغِها أولًا.',
  subscriptionOverlap_two: `لدى هذا العميل باقتان في هذه التواريخ، ${firstOf} ${outsideThem}`,
  subscriptionOverlap_few: `لدى هذا العميل {{count}} باقات في هذه التواريخ، ${firstOf} ${outsideThem}`,
  subscriptionOverlap_many: `لدى هذا العميل {{count}} باقة في هذه التواريخ، ${firstOf} ${outsideThem}`,
  subscriptionOverlap_other: `لدى هذا العميل {{count}} باقة في هذه التواريخ، ${firstOf} ${outsideThem}`,
};
