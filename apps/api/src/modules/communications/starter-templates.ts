/**
 * The templates a company starts with: written for logistics hiring in the UAE, each using tags,
 * ready to send as they are or to adapt. A company that has deleted them all gets them again the
 * next time it opens its list.
 */
export const STARTER_TEMPLATES: {
  name: string;
  subject: string;
  body: string;
  /** The Arabic version, for candidates whose account is in Arabic. */
  subjectAr: string;
  bodyAr: string;
  marketing: boolean;
}[] = [
  {
    name: 'Invitation to apply',
    subject: '{{job.title}} at {{company.name}}: your profile caught our eye',
    marketing: true,
    body: [
      '<p>Dear {{candidate.first_name}},</p>',
      '<p>We came across your profile as {{candidate.designation}} and think you would be a strong fit for our <strong>{{job.title}}</strong> opening at {{company.name}}.</p>',
      '<p>The role suits someone who knows warehouse and distribution operations in the UAE: shift planning, inventory accuracy and working safely to site HSE standards. You can read the full job description and apply in two minutes here:</p>',
      '<p><a href="{{job.link}}">View the job and apply</a></p>',
      '<p>If the timing is not right, no problem at all: keep your profile up to date and we will be in touch when something closer to your plans opens.</p>',
      '<p>Kind regards,<br>{{recruiter.name}}<br>{{company.name}}<br>{{recruiter.email}}</p>',
    ].join(''),
    subjectAr: '{{job.title}} لدى {{company.name}}: لفت ملفك انتباهنا',
    bodyAr: [
      '<p>عزيزي/عزيزتي {{candidate.first_name}}،</p>',
      '<p>اطّلعنا على ملفك بصفتك {{candidate.designation}}، ونرى أنك مناسب جدًا لوظيفة <strong>{{job.title}}</strong> الشاغرة لدى {{company.name}}.</p>',
      '<p>تناسب هذه الوظيفة من يعرف عمليات المستودعات والتوزيع في الإمارات: تخطيط المناوبات ودقة المخزون والعمل بأمان وفق معايير الصحة والسلامة في الموقع. يمكنك قراءة الوصف الكامل للوظيفة والتقديم في دقيقتين من هنا:</p>',
      '<p><a href="{{job.link}}">عرض الوظيفة والتقديم</a></p>',
      '<p>وإن لم يكن الوقت مناسبًا فلا بأس أبدًا: حدّث ملفك وسنتواصل معك حين تتاح فرصة أقرب إلى خططك.</p>',
      '<p>مع أطيب التحيات،<br>{{recruiter.name}}<br>{{company.name}}<br>{{recruiter.email}}</p>',
    ].join(''),
  },
  {
    name: 'Shortlisted',
    subject: 'You are shortlisted for {{job.title}}',
    marketing: false,
    body: [
      '<p>Dear {{candidate.first_name}},</p>',
      '<p>Thank you for applying for the <strong>{{job.title}}</strong> position with {{company.name}}. We are pleased to tell you that you have been shortlisted.</p>',
      '<p>Our next step is a short call to go through your experience, your notice period, your visa status and your salary expectations. Please tell us when you are free to talk:</p>',
      '<p>{{response.link}}</p>',
      '<p>Please have a copy of your passport, visa page and any driving licence or forklift certificates ready, as the hiring manager may ask for them.</p>',
      '<p>Best regards,<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
    subjectAr: 'أنت في القائمة المختصرة لوظيفة {{job.title}}',
    bodyAr: [
      '<p>عزيزي/عزيزتي {{candidate.first_name}}،</p>',
      '<p>شكرًا لتقديمك على وظيفة <strong>{{job.title}}</strong> لدى {{company.name}}. يسرّنا إبلاغك بأنك ضمن القائمة المختصرة.</p>',
      '<p>خطوتنا التالية مكالمة قصيرة نراجع فيها خبرتك وفترة الإشعار ووضع التأشيرة والراتب المتوقع. أخبرنا من فضلك متى يناسبك الحديث:</p>',
      '<p>{{response.link}}</p>',
      '<p>يُرجى تجهيز نسخة من جواز السفر وصفحة التأشيرة وأي رخصة قيادة أو شهادة تشغيل رافعة شوكية، فقد يطلبها مدير التوظيف.</p>',
      '<p>مع أطيب التحيات،<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Interview invitation',
    subject: 'Interview for {{job.title}}: {{interview.date}}',
    marketing: false,
    body: [
      '<p>Dear {{candidate.first_name}},</p>',
      '<p>We would like to invite you to an interview for the <strong>{{job.title}}</strong> role at {{company.name}}.</p>',
      '<ul><li>When: {{interview.date}}</li><li>Where: {{interview.location}}</li></ul>',
      '<p>Please arrive 15 minutes early and bring your Emirates ID or passport, an updated CV and copies of your certificates. Free zone sites need a gate pass, so tell us your full name as on your ID if you have not already.</p>',
      '<p>Let us know whether the time suits you: {{response.link}}</p>',
      '<p>We look forward to meeting you.<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
    subjectAr: 'مقابلة لوظيفة {{job.title}}: {{interview.date}}',
    bodyAr: [
      '<p>عزيزي/عزيزتي {{candidate.first_name}}،</p>',
      '<p>يسعدنا دعوتك إلى مقابلة لوظيفة <strong>{{job.title}}</strong> لدى {{company.name}}.</p>',
      '<ul><li>الموعد: {{interview.date}}</li><li>المكان: {{interview.location}}</li></ul>',
      '<p>يُرجى الحضور قبل الموعد بخمس عشرة دقيقة وإحضار الهوية الإماراتية أو جواز السفر وسيرة ذاتية محدّثة ونسخ من شهاداتك. تحتاج مواقع المناطق الحرة إلى تصريح دخول، فأرسل إلينا اسمك الكامل كما في هويتك إن لم تكن أرسلته.</p>',
      '<p>أخبرنا هل يناسبك الموعد: {{response.link}}</p>',
      '<p>نتطلع إلى لقائك.<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Not selected',
    subject: 'Your application for {{job.title}}',
    marketing: false,
    body: [
      '<p>Dear {{candidate.first_name}},</p>',
      '<p>Thank you for your interest in the <strong>{{job.title}}</strong> position at {{company.name}} and for the time you gave to the process.</p>',
      '<p>After careful consideration we have decided to move forward with other candidates whose experience more closely matches the current needs of the operation. This was not an easy decision, as we received many strong applications.</p>',
      '<p>We will keep your profile on file and may contact you about future openings in our warehouses and transport teams. We wish you every success in your search.</p>',
      '<p>Kind regards,<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
    subjectAr: 'طلبك لوظيفة {{job.title}}',
    bodyAr: [
      '<p>عزيزي/عزيزتي {{candidate.first_name}}،</p>',
      '<p>شكرًا لاهتمامك بوظيفة <strong>{{job.title}}</strong> لدى {{company.name}} وللوقت الذي منحته لمراحل التوظيف.</p>',
      '<p>بعد دراسة متأنية قررنا المضي مع مرشحين آخرين تتوافق خبراتهم أكثر مع احتياجات العمل الحالية. لم يكن القرار سهلًا، فقد تلقينا طلبات قوية كثيرة.</p>',
      '<p>سنحتفظ بملفك وقد نتواصل معك بشأن فرص قادمة في فرق المستودعات والنقل لدينا. نتمنى لك كل التوفيق في بحثك.</p>',
      '<p>مع أطيب التحيات،<br>{{recruiter.name}}<br>{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Offer follow-up',
    subject: 'Following up on your offer for {{job.title}}',
    marketing: false,
    body: [
      '<p>Dear {{candidate.first_name}},</p>',
      '<p>We hope you have had time to review our offer for the <strong>{{job.title}}</strong> position with {{company.name}}.</p>',
      '<p>If you have questions about the package, the joining date, the visa and medical process or accommodation and transport, we are happy to go through them with you. Please send us your decision, or a good time to call:</p>',
      '<p>{{response.link}}</p>',
      '<p>Once you accept, our HR team will share the list of documents needed for the employment visa so you can start as soon as possible.</p>',
      '<p>Warm regards,<br>{{recruiter.name}}<br>{{company.name}}<br>{{recruiter.email}}</p>',
    ].join(''),
    subjectAr: 'متابعة عرضنا لوظيفة {{job.title}}',
    bodyAr: [
      '<p>عزيزي/عزيزتي {{candidate.first_name}}،</p>',
      '<p>نأمل أن تكون قد اطّلعت على عرضنا لوظيفة <strong>{{job.title}}</strong> لدى {{company.name}}.</p>',
      '<p>إن كانت لديك أسئلة عن الراتب والمزايا أو تاريخ المباشرة أو إجراءات التأشيرة والفحص الطبي أو السكن والمواصلات، فيسعدنا أن نراجعها معك. أرسل إلينا قرارك من فضلك، أو وقتًا مناسبًا للاتصال:</p>',
      '<p>{{response.link}}</p>',
      '<p>بعد قبولك سيرسل إليك فريق الموارد البشرية قائمة المستندات اللازمة لتأشيرة العمل لتبدأ في أقرب وقت.</p>',
      '<p>مع خالص التحيات،<br>{{recruiter.name}}<br>{{company.name}}<br>{{recruiter.email}}</p>',
    ].join(''),
  },
];
