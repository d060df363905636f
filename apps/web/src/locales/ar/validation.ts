import type { Translation } from '@logicareers/shared/translation';
import type { validation as en } from '../en/validation';

/**
 * The messages of SPEC.md section 5 and the server's answers in Arabic, keyed by their English
 * text.
 */
export const validation: Translation<typeof en> = {
  // SPEC.md section 5 and the other form checks.
  'Please enter correct email format': 'يرجى إدخال بريد إلكتروني بصيغة صحيحة',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Password is required': 'كلمة المرور مطلوبة',
  'Passwords must match': 'يجب أن تتطابق كلمتا المرور',
  'Current Password is required': 'كلمة المرور الحالية مطلوبة',
  'New Password is required': 'كلمة المرور الجديدة مطلوبة',
  'Company name is required': 'اسم الشركة مطلوب',
  'Mobile number is required': 'رقم الهاتف المتحرك مطلوب',
  'Please enter a valid phone number': 'يرجى إدخال رقم هاتف صحيح',
  'Title is required': 'اللقب مطلوب',
  'First name is required': 'الاسم الأول مطلوب',
  'Last name is required': 'اسم العائلة مطلوب',
  'Country is required': 'الدولة مطلوبة',
  'State is required': 'الإمارة مطلوبة',
  'Invalid email address': 'عنوان البريد الإلكتروني غير صحيح',
  'Password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'Password must be at most 128 characters': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  'This password is one of the most common and easy to guess. Please choose another':
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا وسهلة التخمين. يرجى اختيار كلمة أخرى',
  'Verification code is required': 'رمز التحقق مطلوب',
  'The verification code has 6 digits': 'يتكوّن رمز التحقق من 6 أرقام',
  'Phone number must be at most 250 characters': 'يجب ألا يزيد رقم الهاتف على 250 حرفًا',

  // The server's answers.
  'Employer registered successfully. Awaiting admin activation':
    'تم تسجيل صاحب العمل بنجاح. بانتظار التفعيل من المسؤول',
  'Account created successfully': 'تم إنشاء الحساب بنجاح',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Your employer account is awaiting admin activation':
    'حساب صاحب العمل الخاص بك بانتظار التفعيل من المسؤول',
  'This account has been disabled. Please contact support':
    'تم تعطيل هذا الحساب. يرجى التواصل مع الدعم',
  'This account cannot sign in here. Please use the sign-in page for your account type':
    'لا يمكن لهذا الحساب تسجيل الدخول هنا. يرجى استخدام صفحة تسجيل الدخول الخاصة بنوع حسابك',
  'If this e-mail can be registered, the account is ready. Please sign in to continue':
    'إذا كان بالإمكان التسجيل بهذا البريد الإلكتروني، فالحساب جاهز. يرجى تسجيل الدخول للمتابعة',
  'If an account exists for this e-mail, a verification code has been sent':
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رمز تحقق',
  'The verification code is invalid or has expired': 'رمز التحقق غير صحيح أو منتهي الصلاحية',
  'Your password has been reset. Please sign in': 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول',
  'Password changed successfully': 'تم تغيير كلمة المرور بنجاح',
  'Current password is incorrect': 'كلمة المرور الحالية غير صحيحة',
  'If this e-mail can be used, we have sent a 6-digit code to it. Enter the code to confirm the change':
    'إذا كان بالإمكان استخدام هذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 6 أرقام. أدخل الرمز لتأكيد التغيير',
  'Your sign-in e-mail has been changed': 'تم تغيير البريد الإلكتروني لتسجيل الدخول',
  'This is already your sign-in e-mail': 'هذا هو بريدك الإلكتروني لتسجيل الدخول بالفعل',
  'This e-mail can no longer be used. Please choose another':
    'لم يعد بالإمكان استخدام هذا البريد الإلكتروني. يرجى اختيار بريد آخر',
  'Signed out': 'تم تسجيل الخروج',
  'Please sign in to continue': 'يرجى تسجيل الدخول للمتابعة',
  'You do not have permission to do this': 'ليست لديك صلاحية للقيام بذلك',
  'Not found': 'غير موجود',
  'Too many requests. Please wait a moment and try again':
    'طلبات كثيرة جدًا. يرجى الانتظار لحظة ثم المحاولة مرة أخرى',
  'Too many failed sign-ins to this account. Please wait a few minutes and try again, or reset your password':
    'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور',
  'Something went wrong on our side. Please try again': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى',
  'The service is unavailable for a moment. Please try again in a few minutes':
    'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد بضع دقائق',
  'Must not contain the NUL character (U+0000)': 'يجب ألا يحتوي على الحرف NUL (U+0000)',
  'The request body is nested too deeply': 'محتوى الطلب متداخل بعمق زائد',
  'The request body is not valid JSON': 'محتوى الطلب ليس JSON صالحًا',
  'The request body is too large': 'محتوى الطلب كبير جدًا',
  'The upload was cut off or is not valid multipart form data. Please send the form again':
    'انقطع الرفع أو أن بيانات النموذج (multipart) غير صالحة. يرجى إرسال النموذج مرة أخرى',
  'Oops!': 'عذرًا!',
  'Go back to Home': 'العودة إلى الصفحة الرئيسية',
  'A value of the request is out of range or not of the right kind':
    'إحدى قيم الطلب خارج النطاق المسموح أو من نوع غير صحيح',
  'Thank you for subscribing': 'شكرًا لاشتراكك',
  'Employer activated': 'تم تفعيل صاحب العمل',
  'The account is disabled and signed out everywhere':
    'تم تعطيل الحساب وتسجيل خروجه من جميع الأجهزة',
  'The account is enabled again': 'تمت إعادة تفعيل الحساب',
  'The employer is disabled and its users are signed out everywhere':
    'تم تعطيل صاحب العمل وتسجيل خروج مستخدميه من جميع الأجهزة',
  'The employer is enabled again': 'تمت إعادة تفعيل صاحب العمل',
  'You cannot disable your own account': 'لا يمكنك تعطيل حسابك الخاص',

  // The company and client screens.
  'Company not found': 'الشركة غير موجودة',
  'User not found': 'المستخدم غير موجود',
  'Contact not found': 'جهة الاتصال غير موجودة',
  'Branch not found': 'الفرع غير موجود',
  'Contact name is required': 'اسم جهة الاتصال مطلوب',
  'Emirate is required': 'الإمارة مطلوبة',
  'Address is required': 'العنوان مطلوب',
  'Please enter a full web address, starting with https://':
    'يرجى إدخال عنوان ويب كامل يبدأ بـ https://',
  'Please enter a full web address starting with https://, or a path on this site such as /logo.svg':
    'يرجى إدخال عنوان ويب كامل يبدأ بـ https://، أو مسار على هذا الموقع مثل /logo.svg',
  "The seller's TRN must be exactly 15 digits, such as 100123456700003":
    'يجب أن يتكوّن الرقم الضريبي (TRN) للبائع من 15 رقمًا بالضبط، مثل 100123456700003',
  "The seller's legal name must be at most 200 characters":
    'يجب ألا يزيد الاسم القانوني للبائع على 200 حرف',
  "The seller's address must be at most 300 characters": 'يجب ألا يزيد عنوان البائع على 300 حرف',
  'Enter the IBAN as printed by the bank: AE and 21 digits, such as AE070331234567890123456':
    'أدخل رقم IBAN كما طبعه المصرف: AE يليها 21 رقمًا، مثل AE070331234567890123456',
  "The bank's and the account's names must be at most 200 characters":
    'يجب ألا يزيد اسم المصرف واسم الحساب على 200 حرف',
  'A SWIFT code is 8 or 11 letters and digits, such as EBILAEAD':
    'يتكوّن رمز السويفت من 8 أو 11 حرفًا ورقمًا، مثل EBILAEAD',
  "The company's TRN is 15 digits, such as 100123456700003":
    'يتكوّن الرقم الضريبي (TRN) للشركة من 15 رقمًا، مثل 100123456700003',
  'Comment is required': 'التعليق مطلوب',
  'Role is required': 'الدور مطلوب',
  'This role cannot be given to a user of this company':
    'لا يمكن منح هذا الدور لمستخدم في هذه الشركة',
  'This is the last user who can manage the company. Give another user that right first':
    'هذا آخر مستخدم يمكنه إدارة الشركة. امنح هذه الصلاحية لمستخدم آخر أولًا',
  'You cannot change your own access here': 'لا يمكنك تغيير صلاحياتك الخاصة من هنا',
  'This company is already active': 'هذه الشركة مفعّلة بالفعل',
  'This company is awaiting activation. Activate it first':
    'هذه الشركة بانتظار التفعيل. فعّلها أولًا',
  'Client created. Its contact can sign in now':
    'تم إنشاء العميل. يمكن لجهة الاتصال الخاصة به تسجيل الدخول الآن',
  'Client activated. Its users can sign in now':
    'تم تفعيل العميل. يمكن لمستخدميه تسجيل الدخول الآن',
  'The client is disabled and its users are signed out everywhere':
    'تم تعطيل العميل وتسجيل خروج مستخدميه من جميع الأجهزة',
  'The client is enabled again': 'تمت إعادة تفعيل العميل',
  'Company profile saved': 'تم حفظ ملف الشركة',
  'Logo saved': 'تم حفظ الشعار',
  'Logo removed': 'تمت إزالة الشعار',
  'Please choose an image for the logo': 'يرجى اختيار صورة للشعار',
  'The logo must be at most 2 MB': 'يجب ألا يزيد حجم الشعار على 2 MB',
  'The logo must be a JPEG, PNG or WebP image': 'يجب أن يكون الشعار صورة بصيغة JPEG أو PNG أو WebP',
  'The logo must be at least 16 pixels wide and high': 'يجب ألا يقل عرض الشعار وارتفاعه عن 16 بكسل',
  'The logo must be at most 4000 pixels wide and high':
    'يجب ألا يزيد عرض الشعار وارتفاعه على 4000 بكسل',
  'SVG logos are not accepted. Please save the logo as a PNG and upload that':
    'لا تُقبل الشعارات بصيغة SVG. يرجى حفظ الشعار بصيغة PNG ورفعه',
  'This image could not be read. Please save it again and upload the new copy':
    'تعذّرت قراءة هذه الصورة. يرجى حفظها مرة أخرى ورفع النسخة الجديدة',
  'Too many files are being read right now. Please try again in a moment':
    'تتم حاليًا قراءة عدد كبير من الملفات. يرجى المحاولة مرة أخرى بعد لحظات',
  'Contact saved': 'تم حفظ جهة الاتصال',
  'Contact removed': 'تمت إزالة جهة الاتصال',
  'Branch saved': 'تم حفظ الفرع',
  'Branch removed': 'تمت إزالة الفرع',
  'Social links saved': 'تم حفظ روابط التواصل الاجتماعي',
  'Comment added': 'تمت إضافة التعليق',
  'User added. They can sign in now': 'تمت إضافة المستخدم. يمكنه تسجيل الدخول الآن',
  'Role changed': 'تم تغيير الدور',
  'The user is disabled and signed out everywhere':
    'تم تعطيل المستخدم وتسجيل خروجه من جميع الأجهزة',
  'The user is enabled again': 'تمت إعادة تفعيل المستخدم',
  'The user is removed from the company and can no longer sign in':
    'تمت إزالة المستخدم من الشركة ولم يعد بإمكانه تسجيل الدخول',
  'This e-mail already has an account': 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',

  // The service pages and the enquiry forms.
  'Name is required': 'الاسم مطلوب',
  'Subject is required': 'الموضوع مطلوب',
  'Message is required': 'الرسالة مطلوبة',
  'Message must be at most 5000 characters': 'يجب ألا تزيد الرسالة على 5000 حرف',
  'Page title is required': 'عنوان الصفحة مطلوب',
  'Meta description is required': 'الوصف التعريفي لمحركات البحث مطلوب',
  'Meta description must be at most 300 characters':
    'يجب ألا يزيد الوصف التعريفي لمحركات البحث على 300 حرف',
  'Page content is required': 'محتوى الصفحة مطلوب',
  'Thank you. Your enquiry has been sent and we have e-mailed you a confirmation':
    'شكرًا لك. تم إرسال استفسارك وأرسلنا إليك تأكيدًا بالبريد الإلكتروني',
  'The form was sent faster than a person can fill it in. Please wait a few seconds and send it again':
    'أُرسل النموذج أسرع مما يمكن لشخص أن يملأه. يرجى الانتظار بضع ثوانٍ ثم إرساله مرة أخرى',
  'The form was open for too long. Please send it again':
    'ظل النموذج مفتوحًا لفترة طويلة جدًا. يرجى إرساله مرة أخرى',
  'The form could not be checked. Please reload the page and try again':
    'تعذّر التحقق من النموذج. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى',
  'This form has already been sent. Please send it again for a new enquiry':
    'أُرسل هذا النموذج من قبل. يرجى إرساله مرة أخرى لاستفسار جديد',
  'Page saved': 'تم حفظ الصفحة',
  'Page restored to its default content': 'تمت استعادة المحتوى الافتراضي للصفحة',
  'Enquiry updated': 'تم تحديث الاستفسار',
  'Enquiry not found': 'الاستفسار غير موجود',
  'Enquiries can be assigned only to an active member of staff':
    'لا يمكن إسناد الاستفسارات إلا إلى موظف نشط',
  'Page not found': 'الصفحة غير موجودة',
  'Your privacy choices are saved': 'حُفظت اختيارات الخصوصية الخاصة بك',
  'Please accept the privacy notice': 'يرجى الموافقة على إشعار الخصوصية',
  'We are preparing a copy of your data and will e-mail you a link':
    'نُعدّ نسخة من بياناتك وسنرسل إليك رابطًا بالبريد الإلكتروني',
  'A copy of your data is already being prepared': 'يجري إعداد نسخة من بياناتك بالفعل',
  'This download link is invalid or has expired': 'رابط التنزيل هذا غير صالح أو منتهي الصلاحية',
  'This download link has been used as many times as it may be: ask for a new copy of your data from your profile':
    'استُخدم رابط التنزيل هذا بأقصى عدد مسموح من المرات: اطلب نسخة جديدة من بياناتك من ملفك الشخصي',
  'Your account will be deleted in 24 hours unless you cancel':
    'سيُحذف حسابك خلال 24 ساعة ما لم تُلغِ الحذف',
  'The deletion of your account is cancelled': 'أُلغي حذف حسابك',
  'No deletion of your account is pending': 'لا يوجد طلب معلّق لحذف حسابك',
  'Password is incorrect': 'كلمة المرور غير صحيحة',
  'Please choose who can find your profile': 'يرجى اختيار من يمكنه العثور على ملفك',
  'Added to the folder': 'أُضيف إلى المجلد',
  'Application sent': 'أُرسل طلب التوظيف',
  'Application withdrawn': 'سُحب طلب التوظيف',
  'CV removed': 'حُذفت السيرة الذاتية',
  'Desired job saved': 'حُفظت الوظيفة المرغوبة',
  'Draft deleted': 'حُذفت المسودة',
  'E-mail queued': 'أُدرجت الرسالة في قائمة الإرسال',
  'Features saved': 'حُفظت الميزات',
  'Feedback saved': 'حُفظ التقييم',
  'Folder created': 'أُنشئ المجلد',
  'Folder deleted': 'حُذف المجلد',
  'Folder renamed': 'أُعيدت تسمية المجلد',
  'Job duplicated as a draft': 'نُسخت الوظيفة كمسودة',
  'Job featured': 'مُيِّزت الوظيفة',
  'Job no longer featured': 'لم تعد الوظيفة مميزة',
  'Job removed from saved jobs': 'أُزيلت الوظيفة من الوظائف المحفوظة',
  'Job saved': 'حُفظت الوظيفة',
  Moved: 'نُقل',
  'Note added': 'أُضيفت الملاحظة',
  'Personal details saved': 'حُفظت البيانات الشخصية',
  'Photo removed': 'حُذفت الصورة',
  'Photo uploaded': 'رُفعت الصورة',
  'Removed from the folder': 'أُزيل من المجلد',
  Saved: 'حُفظ',
  'Saved search deleted': 'حُذف البحث المحفوظ',
  'Search saved': 'حُفظ البحث',
  'Send stopped': 'أُوقف الإرسال',
  'Settings saved': 'حُفظت الإعدادات',
  'Summary and skills saved': 'حُفظ الملخص والمهارات',
  'Template created': 'أُنشئ القالب',
  'Template deleted': 'حُذف القالب',
  'Template saved': 'حُفظ القالب',
  'Your profile is ready': 'ملفك الشخصي جاهز',
  'Certification added': 'أُضيفت الشهادة',
  'Certification removed': 'حُذفت الشهادة',
  'Certification saved': 'حُفظت الشهادة',
  'CV uploaded': 'رُفعت السيرة الذاتية',
  'CV uploaded. Its text could not be read (a scanned CV?), so add your skills and summary to be found in searches':
    'رُفعت السيرة الذاتية، لكن تعذّرت قراءة نصها (هل هي نسخة ممسوحة ضوئيًا؟)، لذا أضف مهاراتك وملخصك ليُعثر عليك في عمليات البحث',
  'Education added': 'أُضيف المؤهل الدراسي',
  'Education removed': 'حُذف المؤهل الدراسي',
  'Education saved': 'حُفظ المؤهل الدراسي',
  'Work experience added': 'أُضيفت الخبرة العملية',
  'Work experience removed': 'حُذفت الخبرة العملية',
  'Work experience saved': 'حُفظت الخبرة العملية',
  // Accounts and users.
  'You cannot delete your own account': 'لا يمكنك حذف حسابك الخاص',
  'The last active master administrator cannot be disabled or deleted':
    'لا يمكن تعطيل آخر مسؤول رئيسي نشط أو حذفه',
  'This account is a request to join: approve or reject it instead':
    'هذا الحساب طلب انضمام: وافق عليه أو ارفضه بدلًا من ذلك',
  'Choose a role for this kind of account from the list':
    'اختر دورًا لهذا النوع من الحسابات من القائمة',
  'Choose a role group for this kind of account from the list':
    'اختر مجموعة أدوار لهذا النوع من الحسابات من القائمة',
  'The account is deleted: its personal data is erased': 'حُذف الحساب ومُحيت بياناته الشخصية',
  'A password reset code has been e-mailed to the user':
    'أُرسل رمز إعادة تعيين كلمة المرور إلى المستخدم بالبريد الإلكتروني',
  'The role is changed': 'تم تغيير الدور',
  'The candidate is created and has been e-mailed a code to set a password':
    'تم إنشاء المرشح وأُرسل إليه بالبريد الإلكتروني رمز لتعيين كلمة المرور',
  'An account with this e-mail already exists': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'Thank you. Your request to join has been sent to the consultancy administrator, who will e-mail you when it is approved':
    'شكرًا لك. أُرسل طلب انضمامك إلى مسؤول الاستشارات، وسيراسلك بالبريد الإلكتروني عند الموافقة عليه',
  'Your request to join the consultancy is awaiting approval by its administrator. You will be e-mailed once it is approved':
    'طلب انضمامك إلى الاستشارات بانتظار موافقة المسؤول. سنراسلك بالبريد الإلكتروني فور الموافقة عليه',
  'Requests to join are not open at the moment': 'طلبات الانضمام غير متاحة حاليًا',
  'The request is approved and the new colleague has been e-mailed':
    'تمت الموافقة على الطلب وأُرسل بريد إلكتروني إلى الزميل الجديد',
  'The request is rejected and removed; the person has been e-mailed':
    'رُفض الطلب وحُذف، وأُرسل بريد إلكتروني إلى صاحبه',
  'This request has already been answered': 'تم الرد على هذا الطلب بالفعل',
  'Thank you. Your profile can now be found by employers':
    'شكرًا لك. يمكن لأصحاب العمل الآن العثور على ملفك',
  'At most 1000 characters': '1000 حرف على الأكثر',
  "The user's details are saved": 'تم حفظ بيانات المستخدم',
  'Change your own details on your account page': 'غيّر بياناتك الخاصة من صفحة حسابك',
  'Choose English or Arabic': 'اختر الإنجليزية أو العربية',
  // E-mail templates and sends.
  'Name the template': 'أدخل اسم القالب',
  'Your company already has a template with this name': 'لدى شركتك قالب بهذا الاسم بالفعل',
  'Write the subject': 'اكتب الموضوع',
  'Write the message': 'اكتب الرسالة',
  'Write the Arabic subject, or leave the Arabic version empty':
    'اكتب الموضوع بالعربية، أو اترك النسخة العربية فارغة',
  'Write the Arabic message, or leave the Arabic version empty':
    'اكتب الرسالة بالعربية، أو اترك النسخة العربية فارغة',
  'The message is too long (50,000 characters at most)':
    'الرسالة طويلة جدًا (50,000 حرف على الأكثر)',
  'Your company keeps too many templates; delete one first':
    'لدى شركتك عدد كبير جدًا من القوالب؛ احذف أحدها أولًا',
  'Template not found': 'القالب غير موجود',
  'Choose a template': 'اختر قالبًا',
  'Candidate not found': 'المرشح غير موجود',
  'Choose the candidate to e-mail': 'اختر المرشح الذي تريد مراسلته',
  'Choose the candidates to e-mail: a selection, a CV folder or a job’s applicants':
    'اختر المرشحين الذين تريد مراسلتهم: مجموعة محددة أو مجلد سير ذاتية أو المتقدمين إلى وظيفة',
  'At most 5,000 candidates in one send': '5,000 مرشح على الأكثر في الإرسال الواحد',
  'This template uses job tags: choose one of your jobs':
    'يستخدم هذا القالب وسوم الوظيفة: اختر إحدى وظائفك',
  'Choose one of your jobs': 'اختر إحدى وظائفك',
  'This template uses interview tags: choose the candidate’s interview':
    'يستخدم هذا القالب وسوم المقابلة: اختر مقابلة المرشح',
  'Choose one of this candidate’s interviews with your company':
    'اختر إحدى مقابلات هذا المرشح مع شركتك',
  'This template uses interview tags, which are filled for one candidate at a time: send it from the candidate’s page':
    'يستخدم هذا القالب وسوم المقابلة التي تُملأ لمرشح واحد في كل مرة: أرسله من صفحة المرشح',
  'Choose one of your CV folders': 'اختر أحد مجلدات السير الذاتية لديك',
  'None of these candidates can be e-mailed':
    'لا يمكن مراسلة أي من هؤلاء المرشحين بالبريد الإلكتروني',
  'This candidate has unsubscribed from your company’s marketing e-mails':
    'ألغى هذا المرشح اشتراكه في رسائل التسويق من شركتك',
  'Send not found': 'عملية الإرسال غير موجودة',
  'This link is not valid': 'هذا الرابط غير صالح',
  'You will no longer receive these e-mails': 'لن تصلك هذه الرسائل بعد الآن',
  // Answers to e-mails.
  'This link has expired or is not valid': 'انتهت صلاحية هذا الرابط أو أنه غير صالح',
  // Candidates sent to clients: their links, the client's answers.
  'Choose one of your client employers': 'اختر أحد أصحاب العمل من عملائك',
  'Choose one of the client’s open jobs': 'اختر إحدى وظائف العميل المفتوحة',
  'Choose one of your live jobs': 'اختر إحدى وظائفك المنشورة',
  'Thank you: your answer was sent to the consultancy': 'شكرًا لك: أُرسل ردك إلى شركة الاستشارات',
  'The consultancy shares this CV on request: ask them for it':
    'تشارك شركة الاستشارات هذه السيرة الذاتية عند الطلب: اطلبها منهم',
  'This candidate’s link is no longer open': 'لم يعد رابط هذا المرشح مفتوحًا',
  'Link withdrawn: the client can no longer open it': 'سُحب الرابط: لم يعد بإمكان العميل فتحه',
  'New link ready: the link in the e-mail no longer works':
    'الرابط الجديد جاهز: لم يعد الرابط المرسل بالبريد يعمل',
  'Only the users of the company the candidates were sent to see them here':
    'لا يرى المرشحين هنا إلا مستخدمو الشركة التي أُرسلوا إليها',
  'Choose your answer': 'اختر إجابتك',
  'Choose one of the answers offered': 'اختر إحدى الإجابات المتاحة',
  'A note must be at most 1000 characters': 'يجب ألا تزيد الملاحظة على 1000 حرف',
  'A good time to call must be at most 100 characters':
    'يجب ألا يزيد الوقت المناسب للاتصال على 100 حرف',
  'An answer option cannot be empty': 'لا يمكن أن يكون خيار الإجابة فارغًا',
  'An answer option must be at most 40 characters': 'يجب ألا يزيد خيار الإجابة على 40 حرفًا',
  'Offer at least 2 answer options': 'قدّم خيارين للإجابة على الأقل',
  'Offer at most 8 answer options': 'قدّم 8 خيارات للإجابة على الأكثر',
  'Each answer option must be different': 'يجب أن يختلف كل خيار إجابة عن غيره',
  'Thank you: your answer was sent': 'شكرًا لك: تم إرسال إجابتك',
  'Answer options saved': 'تم حفظ خيارات الإجابة',
  'Dates are written as YYYY-MM-DD': 'تُكتب التواريخ بالصيغة YYYY-MM-DD',
  // Master data.
  'The Arabic name must be text': 'يجب أن يكون الاسم العربي نصًا',
  'An item with this name already exists in this list':
    'يوجد عنصر بهذا الاسم في هذه القائمة بالفعل',
  'Master data item not found': 'عنصر البيانات الرئيسية غير موجود',
  'Choose an emirate for the area': 'اختر إمارة للمنطقة',
  'Only locations (areas and free zones) have a parent':
    'المواقع وحدها (المناطق والمناطق الحرة) لها عنصر أعلى',
  'direction must be up or down': 'يجب أن يكون الاتجاه لأعلى أو لأسفل',
  'active must be true or false': 'يجب أن تكون قيمة النشاط صحيحة أو خاطئة',
  'Choose the item to merge into': 'اختر العنصر الذي تريد الدمج فيه',
  'An item cannot be merged into itself: choose another item':
    'لا يمكن دمج عنصر في نفسه: اختر عنصرًا آخر',
  'Choose an item of the same list to merge into': 'اختر عنصرًا من القائمة نفسها للدمج فيه',
  'Choose an active item to merge into': 'اختر عنصرًا نشطًا للدمج فيه',
  'An item cannot be merged into one of its own areas': 'لا يمكن دمج عنصر في إحدى مناطقه',
  'An emirate with areas can only be merged into another emirate':
    'لا يمكن دمج إمارة لها مناطق إلا في إمارة أخرى',
  'The United Arab Emirates cannot be merged away or deactivated: the forms ask for an emirate when it is chosen':
    'لا يمكن دمج الإمارات العربية المتحدة في غيرها أو تعطيلها: تطلب النماذج تحديد الإمارة عند اختيارها',
  'Item added': 'تمت إضافة العنصر',
  'Item renamed': 'تمت إعادة تسمية العنصر',
  'Item moved': 'تم نقل العنصر',
  'Item deactivated: it is no longer offered, and records that have it keep it':
    'تم تعطيل العنصر: لم يعد متاحًا للاختيار، وتحتفظ به السجلات التي تتضمنه',
  'Item reactivated': 'تمت إعادة تفعيل العنصر',
  'Items merged': 'تم دمج العناصر',
  // Roles and permissions.
  'Role name is required': 'اسم الدور مطلوب',
  'A role with this name already exists': 'يوجد دور بهذا الاسم بالفعل',
  'A description must be at most 500 characters': 'يجب ألا يزيد الوصف على 500 حرف',
  'Choose the kind of account the role is for': 'اختر نوع الحساب الذي يخصه الدور',
  'Choose permissions from the list': 'اختر الصلاحيات من القائمة',
  'This kind of account cannot hold one of the chosen permissions':
    'لا يمكن لهذا النوع من الحسابات امتلاك إحدى الصلاحيات المختارة',
  'You can only grant permissions you hold yourself': 'لا يمكنك منح إلا الصلاحيات التي تملكها أنت',
  'This account holds permissions you do not hold: only someone who holds them can change it':
    'يملك هذا الحساب صلاحيات لا تملكها: لا يغيّره إلا من يملكها',
  'A user of this company holds permissions you do not hold: only someone who holds them can change it':
    'يملك أحد مستخدمي هذه الشركة صلاحيات لا تملكها: لا يغيّرها إلا من يملكها',
  'This role holds permissions you do not hold: only someone who holds them can change it':
    'يملك هذا الدور صلاحيات لا تملكها: لا يغيّره إلا من يملكها',
  'Only a master administrator creates a consultancy': 'لا ينشئ شركة استشارات إلا المسؤول الرئيسي',
  'Role not found': 'الدور غير موجود',
  'A built-in role cannot be deleted. You can change its permissions instead':
    'لا يمكن حذف دور مدمج. يمكنك تغيير صلاحياته بدلًا من ذلك',
  'The kind of account of a built-in role cannot be changed': 'لا يمكن تغيير نوع الحساب لدور مدمج',
  'The Master administrator role must keep "Create and change roles, role groups and permissions" and "Open the admin panel", so that administrators are never locked out':
    'يجب أن يحتفظ دور المسؤول الرئيسي بصلاحيتي "إنشاء الأدوار ومجموعات الأدوار والصلاحيات وتغييرها" و"فتح لوحة الإدارة"، حتى لا يُمنع المسؤولون من الدخول أبدًا',
  'The kind of a role held by users cannot be changed': 'لا يمكن تغيير نوع دور يحمله مستخدمون',
  'Only users of a company have company roles': 'أدوار الشركة لمستخدمي الشركات فقط',
  'Role created': 'تم إنشاء الدور',
  'Role saved': 'تم حفظ الدور',
  'Role deleted': 'تم حذف الدور',
  'Role group name is required': 'اسم مجموعة الأدوار مطلوب',
  'A role group with this name already exists': 'توجد مجموعة أدوار بهذا الاسم بالفعل',
  'Role group not found': 'مجموعة الأدوار غير موجودة',
  "Every role of a group must be one of the site's roles of the group's kind":
    'يجب أن يكون كل دور في المجموعة من أدوار الموقع الخاصة بنوع المجموعة',
  'Role group created': 'تم إنشاء مجموعة الأدوار',
  'Role group saved': 'تم حفظ مجموعة الأدوار',
  'Role group deleted': 'تم حذف مجموعة الأدوار',
  'Permission not found': 'الصلاحية غير موجودة',
  'Permission granted': 'تم منح الصلاحية',
  'Permission taken away': 'تم سحب الصلاحية',
  // Candidate profile and applications.
  'Start month is required': 'شهر البداية مطلوب',
  'Start year is required': 'سنة البداية مطلوبة',
  'End month is required': 'شهر النهاية مطلوب',
  'End year is required': 'سنة النهاية مطلوبة',
  'The end date must not be before the start date': 'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
  'The date must not be in the future': 'يجب ألا يكون التاريخ في المستقبل',
  'Employer name is required': 'اسم صاحب العمل مطلوب',
  'Job title is required': 'عنوان الوظيفة مطلوب',
  'Institution is required': 'المؤسسة التعليمية مطلوبة',
  'Qualification is required': 'المؤهل مطلوب',
  'Enter a year between 1960 and 2040': 'أدخل سنة بين 1960 و2040',
  'Certification name is required': 'اسم الشهادة مطلوب',
  'The expiry date must not be before the issue date': 'يجب ألا يسبق تاريخ الانتهاء تاريخ الإصدار',
  'Choose at least one designation': 'اختر مسمى وظيفيًا واحدًا على الأقل',
  'Expected salary must be a monthly amount in AED':
    'يجب أن يكون الراتب المتوقع مبلغًا شهريًا بالدرهم',
  'Experience must be between 0 and 50 years': 'يجب أن تكون الخبرة بين 0 و50 سنة',
  'The cover note must be at most 2000 characters': 'يجب ألا تزيد رسالة التقديم على 2000 حرف',
  'Choose at least one applicant': 'اختر متقدمًا واحدًا على الأقل',
  'Choose a status': 'اختر حالة',
  'You have already applied for this job': 'لقد تقدمت لهذه الوظيفة بالفعل',
  'This job is no longer accepting applications': 'لم تعد هذه الوظيفة تستقبل طلبات التوظيف',
  'Only candidates can do this': 'هذا الإجراء متاح للمرشحين فقط',
  'Choose a CV file to upload': 'اختر ملف السيرة الذاتية لتحميله',
  'The CV must be a PDF or Word (DOCX) file': 'يجب أن تكون السيرة الذاتية ملف PDF أو Word (DOCX)',
  'The CV must be at most 5 MB': 'يجب ألا يزيد حجم السيرة الذاتية على 5 MB',
  'This CV needs more than we allow to read it (it may unpack to far more than its size). Save it again as a PDF or Word file and upload that':
    'تتطلب قراءة هذه السيرة الذاتية أكثر مما نسمح به (قد يتضخم محتواها كثيرًا عند فكّه). احفظها مجددًا بصيغة PDF أو Word وحمّل الملف الجديد',
  'Choose a photo to upload': 'اختر صورة لتحميلها',
  'The photo must be a JPEG, PNG or WebP image': 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  'The photo must be at most 2 MB': 'يجب ألا يزيد حجم الصورة على 2 MB',
  'This photo needs more than we allow to read it. Save it again as a JPEG, PNG or WebP image and upload that':
    'تتطلب قراءة هذه الصورة أكثر مما نسمح به. احفظها مجددًا بصيغة JPEG أو PNG أو WebP وحمّل الملف الجديد',
  'Many files are being read right now. Try again in a minute':
    'تجري الآن قراءة ملفات كثيرة. حاول مرة أخرى بعد دقيقة',
  'Choose a country from the list': 'اختر دولة من القائمة',
  'Choose an emirate or area from the list': 'اختر إمارة أو منطقة من القائمة',
  'Choose a nationality from the list': 'اختر جنسية من القائمة',
  'Choose skills from the list': 'اختر المهارات من القائمة',
  'Choose locations from the list': 'اختر المواقع من القائمة',
  'Choose functional areas from the list': 'اختر المجالات الوظيفية من القائمة',
  'You have not uploaded a CV yet': 'لم تحمّل سيرة ذاتية بعد',
  'The candidate withdrew this application: their CV is no longer shared':
    'سحب المرشح طلب التوظيف هذا: لم تعد سيرته الذاتية متاحة',
  'You have not uploaded a photo yet': 'لم تحمّل صورة بعد',
  'You have reached the most entries this section can hold':
    'وصلت إلى الحد الأقصى للإدخالات في هذا القسم',
  // Job alerts.
  'Alert name is required': 'اسم التنبيه مطلوب',
  'Alert name must be at most 80 characters': 'يجب ألا يزيد اسم التنبيه على 80 حرفًا',
  'Add keywords or choose at least one filter':
    'أضف كلمات مفتاحية أو اختر عامل تصفية واحدًا على الأقل',
  'These words are too common to search for. Add a more specific word':
    'هذه الكلمات شائعة جدًا للبحث عنها. أضف كلمة أكثر تحديدًا',
  'Choose how often to get the e-mail: daily or weekly':
    'اختر عدد مرات استلام البريد الإلكتروني: يوميًا أو أسبوعيًا',
  'You can keep up to 20 job alerts. Delete one to add another':
    'يمكنك الاحتفاظ بما يصل إلى 20 تنبيه وظائف. احذف أحدها لإضافة تنبيه آخر',
  'Job alert not found': 'تنبيه الوظائف غير موجود',
  'Choose designations from the list': 'اختر المسميات الوظيفية من القائمة',
  'Choose industries from the list': 'اختر القطاعات من القائمة',
  'Choose employment types from the list': 'اختر أنواع التوظيف من القائمة',
  'Job alert created': 'تم إنشاء تنبيه الوظائف',
  'Job alert saved': 'تم حفظ تنبيه الوظائف',
  'Job alert paused': 'تم إيقاف تنبيه الوظائف مؤقتًا',
  'Job alert resumed': 'تم استئناف تنبيه الوظائف',
  'Job alert deleted': 'تم حذف تنبيه الوظائف',
  'This link is not valid or has expired': 'هذا الرابط غير صالح أو انتهت صلاحيته',
  'You are unsubscribed': 'تم إلغاء اشتراكك',
  'Your subscription is confirmed': 'تم تأكيد اشتراكك',
  // News.
  'Article title is required': 'عنوان المقال مطلوب',
  'Summary is required': 'الملخص مطلوب',
  'Article text is required': 'نص المقال مطلوب',
  'The article text is too long (at most 50,000 characters with its formatting)':
    'نص المقال طويل جدًا (50,000 حرف على الأكثر مع التنسيق)',
  'The address may use lowercase letters, digits and single hyphens only':
    'يمكن أن يتضمن العنوان أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة فقط',
  'Another article already uses this address': 'يستخدم مقال آخر هذا العنوان بالفعل',
  'A tag has 2 to 40 characters': 'يتكون الوسم من 2 إلى 40 حرفًا',
  'At most 8 tags': '8 وسوم على الأكثر',
  'Choose draft or published': 'اختر مسودة أو منشور',
  'Publish date must be a real date and time (YYYY-MM-DDTHH:MM, UAE time)':
    'يجب أن يكون تاريخ النشر تاريخًا ووقتًا صحيحين (YYYY-MM-DDTHH:MM، بتوقيت الإمارات)',
  'News article not found': 'المقال الإخباري غير موجود',
  'Article created': 'تم إنشاء المقال',
  'Article saved': 'تم حفظ المقال',
  'Article deleted': 'تم حذف المقال',
  'Cover image saved': 'تم حفظ صورة الغلاف',
  'Cover image removed': 'تمت إزالة صورة الغلاف',
  'Choose an image to upload': 'اختر صورة لتحميلها',
  'The cover must be a JPEG, PNG or WebP image':
    'يجب أن يكون الغلاف صورة بصيغة JPEG أو PNG أو WebP',
  'The cover image must be at most 2 MB': 'يجب ألا يزيد حجم صورة الغلاف على 2 MB',
  'This image is too large to process; save it smaller and try again':
    'هذه الصورة أكبر من أن تُعالَج؛ احفظها بحجم أصغر وحاول مرة أخرى',
  // Talent search, CV folders and submissions.
  'Reading candidates in the candidate area is for the consultancy and master administrators':
    'الاطلاع على المرشحين في منطقة المرشحين متاح لمسؤولي الاستشارات والمسؤولين الرئيسيين فقط',
  'Candidate id must be a UUID': 'يجب أن يكون معرّف المرشح بصيغة UUID',
  'Choose at least one candidate': 'اختر مرشحًا واحدًا على الأقل',
  'At most 50 candidates at once': '50 مرشحًا على الأكثر في المرة الواحدة',
  'Name the search': 'أدخل اسم البحث',
  'You already have a search with this name': 'لديك بحث بهذا الاسم بالفعل',
  'You can keep at most 50 saved searches; delete one first':
    'يمكنك الاحتفاظ بـ 50 بحثًا محفوظًا على الأكثر؛ احذف أحدها أولًا',
  'Name the folder': 'أدخل اسم المجلد',
  'Your company already has a folder with this name': 'لدى شركتك مجلد بهذا الاسم بالفعل',
  'Folder id must be a number': 'يجب أن يكون معرّف المجلد رقمًا',
  'Choose the client to send to': 'اختر العميل الذي تريد الإرسال إليه',
  'Give a rating from 1 to 5': 'اختر تقييمًا من 1 إلى 5',
  'Tell us briefly why the candidate is not suitable': 'أخبرنا باختصار لماذا لا يناسب المرشح',
  'Choose who can find your profile': 'اختر من يمكنه العثور على ملفك',
  // Jobs and notes on jobs.
  'Designation is required': 'المسمى الوظيفي مطلوب',
  'Functional area is required': 'المجال الوظيفي مطلوب',
  'Industry is required': 'القطاع مطلوب',
  'Location is required': 'الموقع مطلوب',
  'Employment type is required': 'نوع التوظيف مطلوب',
  'Maximum experience must not be less than minimum experience':
    'يجب ألا يقل الحد الأقصى للخبرة عن الحد الأدنى',
  'Maximum salary must not be less than minimum salary':
    'يجب ألا يقل الحد الأقصى للراتب عن الحد الأدنى',
  'Enter a salary range or choose to hide the salary': 'أدخل نطاق الراتب أو اختر إخفاء الراتب',
  'Job description is required': 'الوصف الوظيفي مطلوب',
  'Job description must be at least 30 characters': 'يجب ألا يقل الوصف الوظيفي عن 30 حرفًا',
  'Valid-through date is required': 'تاريخ انتهاء صلاحية الإعلان مطلوب',
  'Valid-through date must be in the future': 'يجب أن يكون تاريخ انتهاء صلاحية الإعلان في المستقبل',
  'Valid-through date must be within a year': 'يجب أن يكون تاريخ انتهاء صلاحية الإعلان خلال سنة',
  'Vacancies must be between 1 and 500': 'يجب أن يكون عدد الشواغر بين 1 و500',
  'Choose the client this job is for': 'اختر العميل الذي تخصه هذه الوظيفة',
  'Job id must be a number': 'يجب أن يكون معرّف الوظيفة رقمًا',
  'Write a note': 'اكتب ملاحظة',
  'A note must be at most 2000 characters': 'يجب ألا تزيد الملاحظة على 2000 حرف',
  'Your account belongs to no company, so it keeps no notes on jobs':
    'حسابك لا يتبع أي شركة، لذا لا يحتفظ بملاحظات على الوظائف',
  // Plans, subscriptions and invoices.
  'Plan name is required': 'اسم الباقة مطلوب',
  'A plan with this name already exists': 'توجد باقة بهذا الاسم بالفعل',
  'A description must be at most 300 characters': 'يجب ألا يزيد الوصف على 300 حرف',
  'Enter the price in AED, such as 1499 or 1499.50': 'أدخل السعر بالدرهم، مثل 1499 أو 1499.50',
  'Choose a billing period: month, quarter or year': 'اختر فترة الفوترة: شهر أو ربع سنة أو سنة',
  "Give the plan's limits: a number or empty (unlimited) for each":
    'حدّد حدود الباقة: رقمًا أو اتركه فارغًا (غير محدود) لكل منها',
  'Enter a whole number from 0 to 100,000, or leave it empty for unlimited':
    'أدخل عددًا صحيحًا من 0 إلى 100,000، أو اتركه فارغًا لعدم التقييد',
  'Plan not found': 'الباقة غير موجودة',
  'The free plan has no price': 'الباقة المجانية بلا سعر',
  'The free plan stays active: companies without a paid plan use it':
    'تبقى الباقة المجانية نشطة: تستخدمها الشركات التي ليس لديها باقة مدفوعة',
  'This plan is no longer offered; choose an active plan':
    'لم تعد هذه الباقة متاحة؛ اختر باقة نشطة',
  'Choose the client company': 'اختر الشركة العميلة',
  'Plans are assigned to employer client companies only':
    'تُسند الباقات إلى الشركات العميلة من أصحاب العمل فقط',
  'The end date must be on or after the start date':
    'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
  'A TRN is 15 digits': 'يتكون الرقم الضريبي (TRN) من 15 رقمًا',
  "Enter the seller's legal name (in English and Arabic), address and TRN in the site settings before issuing a tax invoice":
    'أدخل الاسم القانوني للبائع (بالإنجليزية والعربية) وعنوانه ورقمه الضريبي (TRN) في إعدادات الموقع قبل إصدار فاتورة ضريبية',
  'Choose bank transfer or card': 'اختر التحويل المصرفي أو البطاقة',
  'Enter the bank transfer or card payment reference':
    'أدخل مرجع التحويل المصرفي أو الدفع بالبطاقة',
  'Subscription not found': 'الاشتراك غير موجود',
  'This subscription is already paid and invoiced': 'هذا الاشتراك مدفوع وصدرت فاتورته بالفعل',
  'A subscription without a price needs no payment': 'لا يحتاج الاشتراك بلا سعر إلى دفع',
  'Invoice not found': 'الفاتورة غير موجودة',
  'Credit note not found': 'الإشعار الدائن غير موجود',
  'Plan created': 'تم إنشاء الباقة',
  'Plan saved': 'تم حفظ الباقة',
  'Plan assigned': 'تم إسناد الباقة',
  'Payment recorded; the tax invoice is e-mailed to the client':
    'تم تسجيل الدفعة؛ وأُرسلت الفاتورة الضريبية إلى العميل بالبريد الإلكتروني',
  'CV search is not part of your plan. Upgrade your plan to search CVs.':
    'البحث في السير الذاتية ليس ضمن باقتك. رقِّ باقتك للبحث في السير الذاتية.',
  'This subscription has no tax invoice, so there is nothing to credit':
    'لا توجد فاتورة ضريبية لهذا الاشتراك، فلا شيء يُردّ',
  'This order is awaiting payment; record the payment or withdraw the order':
    'هذا الطلب بانتظار الدفع؛ سجّل الدفعة أو اسحب الطلب',
  'Only an order awaiting payment can be withdrawn': 'لا يُسحب إلا طلب بانتظار الدفع',
  'This subscription is already cancelled': 'هذا الاشتراك ملغى بالفعل',
  'This subscription has already ended': 'انتهى هذا الاشتراك بالفعل',
  'Give the reason for cancelling, as the credit note will print it':
    'اذكر سبب الإلغاء، فسيُطبع في الإشعار الدائن',
  'Choose whether it ends at the end of its period or at once': 'اختر هل ينتهي في آخر مدته أم فورًا',
  'This plan cannot be ordered online; contact us to subscribe':
    'لا يمكن طلب هذه الباقة عبر الموقع؛ تواصل معنا للاشتراك',
  'Your company already has an order awaiting payment; pay it or withdraw it before ordering again':
    'لدى شركتك طلب بانتظار الدفع؛ ادفعه أو اسحبه قبل أن تطلب مرة أخرى',
  "Only your company's administrators can order or change its plan":
    'لا يطلب باقة الشركة أو يغيّرها إلا مسؤولو شركتك',
  "Enter the seller's bank account in the site settings before clients can order and pay by bank transfer":
    'أدخل الحساب المصرفي للبائع في إعدادات الموقع حتى يتمكن العملاء من الطلب والدفع بتحويل مصرفي',
  'Order placed; the pro-forma invoice is e-mailed to you with the bank details':
    'تم تقديم الطلب؛ وأُرسلت إليك فاتورة عرض السعر بالبريد الإلكتروني مع بيانات الحساب المصرفي',
  'Order withdrawn': 'تم سحب الطلب',
  'Subscription cancelled': 'تم إلغاء الاشتراك',
  'Subscription cancelled; the credit note is e-mailed to the client':
    'تم إلغاء الاشتراك؛ وأُرسل الإشعار الدائن إلى العميل بالبريد الإلكتروني',
  'Your plan will end on its last day and not be renewed': 'ستنتهي باقتك في آخر يوم منها ولن تُجدَّد',
  'Your plan will be offered for renewal before it ends': 'سيُعرض عليك تجديد باقتك قبل انتهائها',
  // Interviews.
  'Choose the date and time of the interview': 'اختر تاريخ المقابلة ووقتها',
  'Enter the date and time as YYYY-MM-DDTHH:MM (UAE time)':
    'أدخل التاريخ والوقت بالصيغة YYYY-MM-DDTHH:MM (بتوقيت الإمارات)',
  'Choose a time in the future': 'اختر وقتًا في المستقبل',
  'The duration must be from 15 to 480 minutes': 'يجب أن تكون المدة من 15 إلى 480 دقيقة',
  'Choose how the interview takes place': 'اختر طريقة إجراء المقابلة',
  'Enter the address of the interview': 'أدخل عنوان المقابلة',
  'Enter the number to call': 'أدخل رقم الاتصال',
  'Enter the video meeting link': 'أدخل رابط الاجتماع المرئي',
  'Enter a link that starts with https://': 'أدخل رابطًا يبدأ بـ https://',
  'Choose at least one interviewer': 'اختر مُحاورًا واحدًا على الأقل',
  'At most 10 interviewers': '10 مُحاورين على الأكثر',
  'Choose interviewers among the active users of your company':
    'اختر المُحاورين من بين المستخدمين النشطين في شركتك',
  'Choose the candidate, application or submission to interview':
    'اختر المرشح أو طلب التوظيف أو الترشيح الذي تريد إجراء المقابلة له',
  'Choose an application to one of your jobs': 'اختر طلب توظيف لإحدى وظائفك',
  'This candidate has withdrawn the application': 'سحب هذا المرشح طلب التوظيف',
  'Choose one of your submissions where the client requested an interview':
    'اختر أحد ترشيحاتك التي طلب فيها العميل مقابلة',
  'Interview not found': 'المقابلة غير موجودة',
  'This interview was cancelled or has been completed': 'أُلغيت هذه المقابلة أو اكتملت',
  'This interview is already cancelled': 'هذه المقابلة ملغاة بالفعل',
  'Record the outcome once the interview has started': 'سجّل النتيجة بعد بدء المقابلة',
  'Choose the outcome': 'اختر النتيجة',
  'A cancelled interview has no outcome': 'لا نتيجة لمقابلة ملغاة',
  'Tell us which days and times suit you': 'أخبرنا بالأيام والأوقات التي تناسبك',
  'This interview was cancelled': 'أُلغيت هذه المقابلة',
  'This interview has already taken place': 'أُجريت هذه المقابلة بالفعل',
  'This interview was moved to another time: answer with the link in the latest e-mail about it':
    'نُقلت هذه المقابلة إلى موعد آخر: أجب من الرابط في آخر رسالة بريد إلكتروني عنها',
  'Thank you: your answer was sent to the recruiter': 'شكرًا لك: أُرسلت إجابتك إلى مسؤول التوظيف',
  'Interview scheduled and invitations sent': 'تمت جدولة المقابلة وإرسال الدعوات',
  'Interview updated and new invitations sent': 'تم تحديث المقابلة وإرسال دعوات جديدة',
  'Interview cancelled and everyone told': 'أُلغيت المقابلة وأُبلغ الجميع',
  'Outcome recorded': 'تم تسجيل النتيجة',
  'This interview has just changed: look at it again before answering':
    'تغيّرت هذه المقابلة للتو: راجعها مرة أخرى قبل الرد',
  'Application not found': 'لم يُعثر على طلب التوظيف',
  'Employer not found': 'لم يُعثر على صاحب العمل',
  'Job not found': 'لم يُعثر على الوظيفة',
  'Only an open job can be featured': 'لا يمكن تمييز إلا وظيفة مفتوحة',
  'This job is already featured': 'هذه الوظيفة مميزة بالفعل',
  'This job is not featured': 'هذه الوظيفة ليست مميزة',
  'This application can no longer be withdrawn': 'لم يعد بالإمكان سحب طلب التوظيف هذا',
  'This candidate has not uploaded a CV': 'لم يرفع هذا المرشح سيرة ذاتية',
  'You have not applied for this job': 'لم تتقدّم لهذه الوظيفة',
  // Reports.
  'Enter a date as YYYY-MM-DD': 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  'Choose the first and last day of the range': 'اختر أول يوم وآخر يوم في الفترة',
  'The first day must be on or before the last day':
    'يجب أن يكون اليوم الأول في اليوم الأخير أو قبله',
  'A range is at most 731 days': 'لا تزيد الفترة على 731 يومًا',
  'The range cannot end after today': 'لا يمكن أن تنتهي الفترة بعد اليوم',
  'Client not found': 'لم يُعثر على العميل',
  'Recruiter not found': 'لم يُعثر على مسؤول التوظيف',
  'Emirate not found': 'لم يُعثر على الإمارة',
  'There is no such report': 'لا يوجد تقرير بهذا الاسم',
  "Only the consultancy's recruiters and administrators read these reports":
    'هذه التقارير لمسؤولي التوظيف والمديرين في شركة الاستشارات فقط',
  "Only an employer's users read these reports, of their own jobs":
    'هذه التقارير لمستخدمي صاحب العمل فقط، عن وظائفه هو',
  'Only master administrators read the reports of the whole site':
    'تقارير الموقع كله للمديرين الرئيسيين فقط',
  'Only candidates read their own activity': 'لا يطّلع على النشاط إلا المرشح نفسه',
};
