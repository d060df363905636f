import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { paths, PAGES } from '@logicareers/shared/pages';
import { EXPORT_LINK_DAYS } from '@logicareers/shared/schemas/privacy';
import { type ContentPageKey, contentPagePath } from '@logicareers/shared/service-pages';

/** What a page says until an administrator changes it. */
export interface PageWords {
  title: string;
  description: string;
  /** Rich text as the editor writes it: h3 and h4 headings, paragraphs, lists, links. */
  body: string;
}

/** The retention periods as the site settings have them by default (decision 028). */
const RETAIN = {
  warn: DEFAULT_SITE_SETTINGS.retention_warn_months,
  erase: DEFAULT_SITE_SETTINGS.retention_erase_months,
};
const EXPORT_DAYS = EXPORT_LINK_DAYS;

const link = (href: string, words: string) => `<a href="${href}">${words}</a>`;
const contact = link(contentPagePath('contact-us'), 'contact us');
const pricing = link(PAGES.pricing, 'our plans and prices');
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/**
 * The default words of every service page: a UAE logistics and supply-chain job portal run by a
 * recruitment consultancy. Administrators replace them on the service pages screen.
 */
export const DEFAULT_PAGES: Record<ContentPageKey, PageWords> = {
  'cv-writing': {
    title: 'CV writing for logistics and supply-chain professionals',
    description:
      'A CV written by recruiters who hire for UAE warehouses, freight forwarders and 3PLs: ATS-friendly, in English, ready in five working days.',
    body: [
      '<p>Our consultants read hundreds of logistics CVs every month for warehouses, freight forwarders, shipping lines and third-party logistics providers across the UAE. We write your CV the way those hiring managers want to read it: your licences, systems and results first, in plain English, in a layout that applicant tracking systems read correctly.</p>',
      '<h3>Who it is for</h3>',
      list([
        'Warehouse staff, storekeepers, forklift and reach-truck operators moving up to supervisor roles.',
        'Drivers with UAE heavy or light vehicle licences who want fleet, dispatch or transport planning work.',
        'Freight forwarding, customs clearance, procurement and supply-chain planners and managers.',
        'Professionals relocating to the UAE from India, Pakistan, the Philippines, Egypt or elsewhere in the GCC.',
      ]),
      '<h3>How it works</h3>',
      steps([
        'Send us your current CV (or a list of your jobs) through the form on our contact page.',
        'A consultant calls you for 30 minutes to understand your experience, certifications (such as CILT, CSCP or IOSH) and the roles you want.',
        'You receive a first draft within five working days, and up to two rounds of changes.',
        'You get the final CV in Word and PDF, ready to upload to your LogiCareers profile.',
      ]),
      '<h3>What it costs</h3>',
      list([
        '<strong>Professional CV</strong> (up to 5 years of experience): AED 350.',
        '<strong>Senior CV</strong> (supervisors and managers): AED 550.',
        '<strong>CV, cover letter and LinkedIn profile</strong>: AED 750.',
      ]),
      `<p>Prices include VAT. To order, ${contact} and choose "CV writing" as the subject; we reply within one working day with a payment link.</p>`,
    ].join(''),
  },
  'job-search': {
    title: 'Search logistics and supply-chain jobs in the UAE',
    description:
      'Find warehouse, transport, freight, procurement and supply-chain jobs across Dubai, Abu Dhabi, Sharjah and the Northern Emirates. Free for candidates.',
    body: [
      `<p>LogiCareers lists jobs only in logistics and the supply chain, posted by UAE employers and by our own consultants. Searching and applying is free. ${link(paths.searchJobs(), 'Start a job search')}.</p>`,
      '<h3>Find the right jobs quickly</h3>',
      list([
        'Search by job title, skill or company, and narrow by emirate, functional area, experience, salary and job type.',
        'Every job shows its location, salary range where the employer gives one, and when it closes.',
        'Browse by designation, functional area or emirate from the job categories pages.',
      ]),
      '<h3>Apply in a minute</h3>',
      steps([
        `${link(paths.signUp('candidate'), 'Create a free candidate account')} and upload your CV.`,
        'Complete your profile: experience, licences, visa status and notice period help recruiters shortlist you.',
        'Apply with one click and follow each application from your dashboard.',
      ]),
      '<h3>Who can use it</h3>',
      '<p>Anyone looking for logistics work in the UAE, whether already in the country or planning to relocate. Employers see your profile only when you apply to them or when you let recruiters find you.</p>',
    ].join(''),
  },
  'job-alerts': {
    title: 'Job alerts by e-mail',
    description:
      'Get new UAE logistics jobs that match your search by e-mail, daily or weekly. Free, and you can pause or stop an alert with one click.',
    body: [
      '<p>A job alert is a saved search that e-mails you the new jobs that match it, so you hear about a forklift supervisor job in Jebel Ali or a freight manager role in Abu Dhabi the day it is posted.</p>',
      '<h3>How it works</h3>',
      steps([
        `${link(paths.signUp('candidate'), 'Create a free candidate account')}, or sign in.`,
        'Search for jobs with the keywords, emirate and filters you want.',
        'Save the search as an alert and choose daily or weekly e-mails.',
      ]),
      '<h3>What you receive</h3>',
      list([
        'Only jobs posted since your last e-mail, with title, company, location and a link to apply.',
        'One e-mail per period, however many alerts you have.',
        'An unsubscribe link in every e-mail that pauses or stops the alert without signing in.',
      ]),
      '<p>Job alerts are free. You can also subscribe to our general job e-mails with the form at the bottom of every page.</p>',
    ].join(''),
  },
  'social-media-presence': {
    title: 'Professional profile and social media review',
    description:
      'Make your LinkedIn profile work for logistics recruiters in the UAE: a review and rewrite by consultants who search profiles every day.',
    body: [
      '<p>Recruiters in the UAE check LinkedIn before they call a candidate. A profile that matches your CV, names your systems (SAP, Oracle, WMS, TMS) and shows your licences and certifications gets more calls.</p>',
      '<h3>What we do</h3>',
      list([
        'Rewrite your headline and summary for the roles you want.',
        'List your experience with the keywords logistics recruiters search for.',
        'Advise on a professional photo, skills, recommendations and privacy settings.',
        'Check that nothing public could cost you an offer.',
      ]),
      '<h3>How it works</h3>',
      steps([
        'Send us the link to your profile and the roles you are aiming for.',
        'A consultant sends you a written review and the new texts within five working days.',
        'A 20-minute call walks you through the changes.',
      ]),
      `<h3>What it costs</h3><p>AED 300 including VAT, or AED 750 together with our CV writing service. To order, ${contact}.</p>`,
    ].join(''),
  },
  learning: {
    title: 'Learning and certifications for logistics careers',
    description:
      'Short courses and certification guidance for UAE logistics professionals: warehouse operations, customs, procurement and supply-chain planning.',
    body: [
      '<p>Employers in the UAE ask for certifications more and more: forklift and rigging licences, IOSH safety, CILT and CSCP for planners and managers. We help you choose the course that moves your career forward and partner with approved training providers to run it.</p>',
      '<h3>Courses we arrange</h3>',
      list([
        'Warehouse operations and inventory control (2 days).',
        'Customs documentation and UAE import/export procedures (1 day).',
        'Procurement and supplier management fundamentals (3 days).',
        'Preparation for the CILT International Certificate and APICS CSCP.',
        'Health and safety in warehouses and yards (IOSH Working Safely).',
      ]),
      '<h3>Who it is for</h3>',
      '<p>Candidates who want a promotion or a change of role, and people new to logistics who need a recognised first qualification.</p>',
      `<h3>How to join</h3><p>Courses run in Dubai and online, in English. Fees depend on the course and the provider. ${contact} with the course you are interested in and we send you dates and fees within one working day.</p>`,
    ].join(''),
  },
  webinar: {
    title: 'Webinars on logistics careers and hiring',
    description:
      'Free monthly webinars: the UAE logistics job market, salaries, interviews and what employers look for. Questions answered live by our consultants.',
    body: [
      '<p>Once a month our consultants host a free one-hour webinar about working in UAE logistics. Each session ends with live questions.</p>',
      '<h3>Topics</h3>',
      list([
        'The UAE logistics job market: who is hiring and for what.',
        'Salaries and packages for warehouse, transport and supply-chain roles.',
        'Preparing for interviews with freight forwarders and 3PLs.',
        'Moving to the UAE for work: visas, offer letters and what to check.',
        'For employers: hiring seasons, salary benchmarks and keeping drivers and warehouse staff.',
      ]),
      '<h3>How to join</h3>',
      `<p>Webinars are free. Dates are announced in our job e-mails and on our social pages. To reserve a place or suggest a topic, ${contact}.</p>`,
    ].join(''),
  },
  'about-us': {
    title: 'About LogiCareers',
    description:
      'LogiCareers is a UAE job portal for logistics and supply-chain careers, run by a recruitment consultancy that has placed logistics staff since 2009.',
    body: [
      '<p>LogiCareers is the job portal of a UAE recruitment consultancy that has specialised in logistics and the supply chain since 2009. We built it so that candidates and employers in our industry can find each other without wading through unrelated jobs.</p>',
      '<h3>What we do</h3>',
      list([
        'For candidates: free job search, job alerts and applications, plus CV writing and career services.',
        'For employers: job posting, CV search, recruitment software, and recruitment by our consultants.',
      ]),
      '<h3>Who we work with</h3>',
      '<p>Freight forwarders, shipping lines, 3PL and warehousing companies, retailers and manufacturers with their own distribution, in every emirate and in the free zones such as JAFZA, KEZAD and Dubai South.</p>',
      '<h3>How we work</h3>',
      list([
        'Every job is checked by a consultant before it goes live.',
        'Candidates never pay to apply for a job, and we never ask a candidate for a recruitment fee.',
        'We handle personal data under the UAE Personal Data Protection Law.',
      ]),
      `<p>Our office is open Monday to Friday, 9:00 to 18:00 UAE time. To talk to us, ${contact}.</p>`,
    ].join(''),
  },
  'contact-us': {
    title: 'Contact us',
    description:
      'Send LogiCareers an enquiry about jobs, CV writing, hiring or your account. We reply within one working day.',
    body: [
      '<p>Write to us with the form on this page and a consultant replies within one working day (Monday to Friday, 9:00 to 18:00 UAE time). You receive a confirmation e-mail as soon as we have your message.</p>',
      '<h3>What we can help with</h3>',
      list([
        'Questions about a job or an application.',
        'Ordering CV writing or a profile review.',
        'Hiring: posting jobs, CV search, our recruitment services, or a quote.',
        'Your account, your data or a problem with the site.',
      ]),
      `<p>Employers can also read about ${link(contentPagePath('job-posting'), 'job posting')} and ${pricing}. To use your rights over your personal data, choose "Privacy" in the subject.</p>`,
    ].join(''),
  },
  'terms-conditions': {
    title: 'Terms and conditions',
    description:
      'The terms for using LogiCareers: accounts, job postings, applications, fees, acceptable use and how to end your account, in plain words.',
    body: [
      '<p>These terms apply to everyone who uses LogiCareers. By creating an account or using the site you accept them. They are governed by the laws of the United Arab Emirates and the courts of Dubai.</p>',
      '<h3>Your account</h3>',
      list([
        'Give true information and keep your password to yourself. You are responsible for what is done with your account.',
        'One person, one candidate account. Employers may have several users, each with their own sign-in.',
        'We may suspend an account that breaks these terms, and tell you why.',
      ]),
      '<h3>Candidates</h3>',
      list([
        'Searching, applying and job alerts are free. Paid services (CV writing and the like) are optional and their prices are shown before you order.',
        'Your CV and profile must be your own and truthful.',
        'An employer decides alone whether to interview or hire you; we do not guarantee a job.',
      ]),
      '<h3>Employers</h3>',
      list([
        'Post only real, current vacancies in the UAE that you are allowed to fill, with honest pay and conditions.',
        'Job ads must not discriminate and must follow UAE labour law. Never ask candidates for money.',
        'Use candidate data only to recruit for your own vacancies, and delete it when you no longer need it.',
        `Paid plans are billed as shown in ${pricing}; fees for recruitment by our consultants are agreed in writing.`,
      ]),
      '<h3>Acceptable use</h3>',
      '<p>Do not copy data from the site in bulk, send spam, try to break its security or pretend to be someone else.</p>',
      '<h3>Our responsibility</h3>',
      '<p>We check jobs and keep the site running with care, but we cannot promise it is always available or free of errors. We are not responsible for what employers and candidates agree between themselves.</p>',
      `<h3>Ending your account</h3><p>You can ask us to close and erase your account at any time; ${contact}. We may change these terms and will tell account holders by e-mail before a change takes effect.</p>`,
    ].join(''),
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description:
      'What personal data LogiCareers keeps, why, for how long, who sees it, and your rights under the UAE Personal Data Protection Law.',
    body: [
      '<p>This policy explains how LogiCareers handles personal data under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021, the PDPL). The consultancy that runs LogiCareers is responsible for your data.</p>',
      '<h3>What we keep</h3>',
      list([
        '<strong>Account details</strong>: name, e-mail, mobile number, password (stored only as a secure hash) and when you accepted this policy.',
        '<strong>Your profile and CV</strong>: experience, education, certifications, skills, desired job, and the files you upload.',
        '<strong>Your activity</strong>: applications and their status, saved jobs, job alerts, messages and interview arrangements with employers.',
        '<strong>Enquiries</strong> you send us through the contact forms.',
        '<strong>Technical records</strong>: sign-in sessions and the e-mails we send you, to keep the site secure and to show what was sent.',
      ]),
      '<h3>Why we keep it</h3>',
      list([
        'To run your account and send you the e-mails you asked for (job alerts, application updates).',
        'To show your profile to the employers you apply to and, if you allow it, to recruiters searching for candidates.',
        'To answer your enquiries and provide the services you order.',
        'To keep the site secure and to meet our legal obligations.',
      ]),
      '<p>We do not sell personal data and do not use it for advertising by others.</p>',
      '<h3>Who sees it</h3>',
      '<p>Our consultants; employers you apply to, or who find you in CV search when your profile is visible to them; and the service providers that host the site and send our e-mails, under contracts that protect your data. Data may be stored outside the UAE only where the PDPL allows it.</p>',
      '<h3>How long we keep it</h3>',
      list([
        `Your account and profile: while you use them. If you do not sign in for ${RETAIN.warn} months we e-mail you; if you still have not signed in at ${RETAIN.erase} months, your account is erased. Signing in starts the count again.`,
        'When you delete your account or it is erased, your name, contact details, profile, CV, photo, alerts and the notes recruiters kept about you are removed, and the search indexes forget you. Employers you applied to keep a record that an application was made, without your name or contact details.',
        'A CV our consultants send to an employer client can be opened through its link for 30 days; after that it is no longer shown and the e-mails that carried it are removed.',
        `A copy of your data you download: the file is kept ${EXPORT_DAYS} days, then removed.`,
        'Sign-in sessions and one-time codes: removed a day after they expire.',
        'E-mails we sent: 90 days.',
        'Enquiries: two years after they are closed.',
        'An e-mail subscription that was never confirmed: 30 days.',
      ]),
      '<h3>Your choices</h3>',
      `<p>When you sign up you accept this policy (we keep which version and when) and choose who can find your profile in CV search: all employers and our consultancy, our consultancy only, or nobody. You can change this choice at any time on ${link(paths.candidate.profile, 'your profile')}. Employers you apply to see your application whatever you choose.</p>`,
      '<h3>Your rights</h3>',
      '<p>Under the PDPL you have the right to:</p>',
      list([
        `get a copy of the data we hold about you, in a form you can take elsewhere: choose "Download my data" on ${link(paths.candidate.profile, 'your profile')}, and we e-mail you a link to a ZIP file (your data as JSON, and your files) that works for ${EXPORT_DAYS} days;`,
        'have wrong or incomplete data corrected (you can change most of it yourself in your profile);',
        'have your data erased: choose "Delete my account" on your profile and confirm with your password. The deletion happens 24 hours later, and you can cancel it until then;',
        'ask us to stop or limit processing, and to object to it;',
        'withdraw your consent at any time, without affecting what was done before (for example by making your profile visible to nobody, or deleting your account);',
        'complain to the UAE Data Office if you think we have misused your data.',
      ]),
      `<p>To use a right you cannot use yourself on the site, ${contact} and choose "Privacy" in the subject. We answer within 30 days and may ask you to confirm your identity first.</p>`,
    ].join(''),
  },
  'job-posting': {
    title: 'Post logistics jobs to candidates who fit',
    description:
      'Advertise warehouse, transport, freight and supply-chain vacancies to a UAE audience that works in logistics. Plans from a single job to unlimited.',
    body: [
      '<p>Every visitor to LogiCareers is looking for a logistics or supply-chain job, so your vacancy reaches people with the right experience instead of thousands of unrelated applicants.</p>',
      '<h3>What you get</h3>',
      list([
        'Job ads that search engines show in their job listings, with salary, location and closing date.',
        'Applications in one place: shortlist, move applicants through your stages and e-mail them with templates.',
        'Reusable job templates for roles you hire often, such as drivers or pickers.',
        'Candidates matched to your job and invited to apply by our consultants.',
      ]),
      '<h3>How it works</h3>',
      steps([
        `${link(paths.signUp('employer'), 'Register your company')}; we check and activate it within one working day.`,
        'Write the job or start from a template, and publish it.',
        'Review applicants from your dashboard and schedule interviews.',
      ]),
      `<h3>What it costs</h3><p>See ${pricing} for single jobs and monthly plans. For many vacancies at once or a hiring campaign, send us an enquiry with the form on this page.</p>`,
    ].join(''),
  },
  'cv-searching': {
    title: 'Search CVs of logistics professionals',
    description:
      'Search thousands of UAE logistics and supply-chain CVs by skill, licence, experience, emirate and notice period, and contact candidates directly.',
    body: [
      '<p>Do not wait for applications: search the CVs of candidates who have chosen to be visible to employers, and contact the ones who fit.</p>',
      '<h3>What you can search</h3>',
      list([
        'Keywords, designation, functional area and skills such as SAP, WMS or customs clearance.',
        'Years of experience, current emirate, nationality, visa status and notice period.',
        'Driving licences, certifications and languages.',
      ]),
      '<h3>Work with the results</h3>',
      list([
        'Save searches and come back to them.',
        'Keep candidates in CV folders shared with your colleagues.',
        'E-mail candidates with your templates and invite them to apply for a job.',
      ]),
      '<h3>Privacy first</h3>',
      '<p>You only see candidates who accepted our privacy policy and chose to be visible to employers. Use their data only to recruit for your own vacancies.</p>',
      `<h3>What it costs</h3><p>CV search is part of our monthly plans; see ${pricing}. Ask for a free demonstration with the form on this page.</p>`,
    ].join(''),
  },
  'recruitment-software': {
    title: 'Recruitment software for logistics employers',
    description:
      'An applicant tracking system built into LogiCareers: jobs, applicants, CV folders, e-mail templates and interview scheduling for your whole hiring team.',
    body: [
      '<p>Your LogiCareers account includes the tools our own consultants use every day, so you can run hiring from one place instead of spreadsheets and inboxes.</p>',
      '<h3>Features</h3>',
      list([
        'Jobs and job templates, with applicants moved through your stages.',
        'Team accounts with roles: decide who posts jobs, who searches CVs and who manages the company.',
        'E-mail templates with merge tags, sent to one candidate or a folder, with replies collected.',
        'Interview scheduling with calendar invitations and reminders for candidates and interviewers.',
        'A company page that lists your open jobs for candidates.',
      ]),
      '<h3>Who it is for</h3>',
      '<p>In-house HR teams at logistics companies, and recruitment agencies that place logistics staff.</p>',
      `<h3>What it costs</h3><p>Included in our monthly plans; see ${pricing}. For a demonstration or a plan for a large team, send us an enquiry with the form on this page.</p>`,
    ].join(''),
  },
  'employer-branding': {
    title: 'Employer branding for logistics companies',
    description:
      'Show candidates why they should work for you: a company page, featured jobs, content and campaigns that reach the UAE logistics workforce.',
    body: [
      '<p>Good drivers, warehouse supervisors and planners choose between several offers. Employer branding tells them why yours is the one to accept.</p>',
      '<h3>What we offer</h3>',
      list([
        'A company page with your story, photos of your sites, benefits and every open job.',
        'Featured jobs at the top of searches and on the home page.',
        'Articles and videos about working with you, shared on our logistics news and social pages.',
        'Campaigns in our job e-mails to candidates who match your roles.',
      ]),
      '<h3>How it works</h3>',
      steps([
        'We meet your HR team to understand what makes your company a good place to work.',
        'We propose a three-, six- or twelve-month plan with a fixed price.',
        'We report each month on views, applications and hires.',
      ]),
      '<p>Send us an enquiry with the form on this page for a proposal.</p>',
    ].join(''),
  },
  rpo: {
    title: 'Recruitment process outsourcing (RPO)',
    description:
      'Let our logistics recruiters run all or part of your hiring: volume hiring for warehouses and fleets, or specialist supply-chain roles.',
    body: [
      '<p>With recruitment process outsourcing, our consultants act as your recruitment team: they write the job, find and screen candidates, arrange interviews and manage offers, under your brand and to your standards.</p>',
      '<h3>When it helps</h3>',
      list([
        'Opening a new warehouse or distribution centre and hiring dozens of people at once.',
        'Seasonal peaks, such as Ramadan or year-end retail volumes.',
        'Growing a fleet and hiring drivers with the right UAE licences.',
        'No in-house recruiter, or one who is overloaded.',
      ]),
      '<h3>How it works</h3>',
      steps([
        'We agree roles, numbers, timelines and the selection steps with you.',
        'Our consultants source from the LogiCareers database, our network and advertising.',
        'You interview a shortlist; we handle offers, documents and start dates.',
        'You receive a weekly report on progress and cost per hire.',
      ]),
      '<h3>What it costs</h3>',
      '<p>A monthly fee for the project, or a fee per hire, agreed in writing before we start. Send us an enquiry with the form on this page for a proposal.</p>',
    ].join(''),
  },
  training: {
    title: 'Training for your logistics teams',
    description:
      'Courses for warehouse, transport and supply-chain staff, delivered at your site or online by approved trainers.',
    body: [
      '<p>We arrange training for logistics teams with approved providers, in English, Arabic, Hindi or Urdu, at your site or online.</p>',
      '<h3>Courses</h3>',
      list([
        'Forklift, reach truck and material handling equipment safety.',
        'Warehouse operations, inventory accuracy and cycle counting.',
        'Defensive driving and fleet safety for drivers.',
        'Customs documentation and UAE import/export procedures.',
        'Supervisory skills for team leaders.',
      ]),
      '<h3>How it works</h3>',
      steps([
        'Tell us what your team needs and how many people will attend.',
        'We propose a course, a trainer, dates and a fixed price.',
        'Each participant receives a certificate; you receive an attendance and assessment report.',
      ]),
      '<p>Send us an enquiry with the form on this page for a proposal.</p>',
    ].join(''),
  },
  'employer-learning': {
    title: 'Learning for HR and hiring managers',
    description:
      'Workshops and guides for people who hire in logistics: interviewing, UAE labour law basics, salary benchmarks and keeping good staff.',
    body: [
      '<p>Hiring well in logistics takes more than a job ad. Our consultants share what they have learnt from years of placing logistics staff across the UAE.</p>',
      '<h3>What we offer</h3>',
      list([
        'Half-day workshops on structured interviews for operational and supervisory roles.',
        'Briefings on UAE labour law basics for hiring managers: offers, probation and notice.',
        'Salary benchmark reports for warehouse, transport and supply-chain roles.',
        'Guides on onboarding and keeping drivers and warehouse staff.',
      ]),
      '<h3>Who it is for</h3>',
      '<p>HR teams, operations managers and team leaders who interview and hire.</p>',
      '<p>Workshops are held at your office or online. Send us an enquiry with the form on this page for dates and prices.</p>',
    ].join(''),
  },
};
