import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries, users } from '../../db/schema';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A few enquiries in the inbox, new, being handled and closed, from the pages that have a form. */
export async function seedDemoEnquiries(db: Db, assigneeEmail: string) {
  const [assignee] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, assigneeEmail));
  await db.insert(enquiries).values([
    {
      page: 'rpo',
      name: 'Hessa Al Mansoori',
      company: 'Desert Falcon Logistics LLC',
      email: 'hessa.almansoori@example.ae',
      phone: '+971501234567',
      subject: '40 warehouse staff for a new Dubai South site',
      message:
        'We open a 25,000 m² ambient warehouse in Dubai South in February and need pickers, reach-truck operators and two shift supervisors. Could you send a proposal for running the hiring?',
      createdAt: hoursAgo(3),
      updatedAt: hoursAgo(3),
    },
    {
      page: 'job-posting',
      name: 'Rajesh Pillai',
      company: 'Gulf Reefer Transport',
      email: 'rajesh.pillai@example.ae',
      phone: '+971562223344',
      subject: 'Monthly plan for driver vacancies',
      message:
        'We post about ten heavy-vehicle driver jobs a month. Which plan fits, and can several of our HR team use it?',
      status: 'in_progress',
      assigneeId: assignee?.id ?? null,
      note: 'Called on Tuesday; sending the Business plan quote.',
      createdAt: hoursAgo(30),
      updatedAt: hoursAgo(20),
    },
    {
      page: 'contact-us',
      name: 'Maria Santos',
      company: '',
      email: 'maria.santos@example.com',
      phone: '+639171234567',
      subject: 'CV writing before moving to Abu Dhabi',
      message:
        'I am a logistics coordinator in Manila moving to Abu Dhabi next year. How long does the CV writing take?',
      status: 'closed',
      assigneeId: assignee?.id ?? null,
      note: 'Answered by e-mail; she ordered the CV and LinkedIn package.',
      createdAt: hoursAgo(96),
      updatedAt: hoursAgo(72),
    },
  ]);
}
