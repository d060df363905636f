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
  'Meta description is required': 'الوصف التعريفي (Meta) مطلوب',
  'Meta description must be at most 300 characters':
    'يجب ألا يزيد الوصف التعريفي (Meta) على 300 حرف',
  'Page content is required': 'محتوى الصفحة مطلوب',
  'Thank you. Your enquiry has been sent and we have e-mailed you a confirmation':
    'شكرًا لك. تم إرسال استفسارك وأرسلنا إليك تأكيدًا بالبريد الإلكتروني',
  'The form was sent faster than a person can fill it in. Please wait a few seconds and send it again':
    'أُرسل النموذج أسرع مما يمكن لشخص أن يملأه. يرجى الانتظار بضع ثوانٍ ثم إرساله مرة أخرى',
  'The form was open for too long. Please send it again':
    'ظل النموذج مفتوحًا لفترة طويلة جدًا. يرجى إرساله مرة أخرى',
  'The form could not be checked. Please reload the page and try again':
    'تعذّر التحقق من النموذج. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى',
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
};
