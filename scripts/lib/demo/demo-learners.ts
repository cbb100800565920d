/**
 * Fictional learners for the demo register: names as a UK awarding body would see them, including
 * accents, apostrophes and double-barrelled surnames, so the app shows and verifies them properly.
 * `born` is the two-digit birth year that goes into a student number; `email`, where there is one,
 * the learner's own address, with which they sign in to see their certificates.
 */
export type DemoLearner = { firstName: string; surname: string; born: string; email?: string };

/**
 * The demo learner who signs in at /my-certificates with two certificates, from two centres
 * (demo-certificates.ts gives her the second). A few others have an address too; most have none,
 * as most records of an awarding body would.
 */
export const DEMO_LEARNER_EMAIL = 'amelia.hartley@example.com';

export const demoLearners: readonly DemoLearner[] = [
  { firstName: 'Amelia', surname: 'Hartley', born: '98', email: DEMO_LEARNER_EMAIL },
  { firstName: 'Oliver', surname: 'Brennan', born: '92', email: 'oliver.brennan@example.com' },
  { firstName: 'Priya', surname: 'Chauhan', born: '95', email: 'priya.chauhan@example.com' },
  { firstName: 'Callum', surname: 'MacLeod', born: '89' },
  { firstName: 'Siân', surname: 'Pritchard', born: '01', email: 'sian.pritchard@example.com' },
  { firstName: 'Kwame', surname: 'Mensah', born: '87' },
  { firstName: 'Chloe', surname: "O'Sullivan", born: '03' },
  { firstName: 'Tomasz', surname: 'Nowak', born: '90' },
  { firstName: 'Fatima', surname: 'Begum', born: '96' },
  { firstName: 'Harry', surname: 'Whitfield', born: '04' },
  { firstName: 'Zoë', surname: 'Clarke-Evans', born: '99' },
  { firstName: 'Declan', surname: 'Byrne', born: '85' },
  { firstName: 'Aisha', surname: 'Okafor', born: '00' },
  { firstName: 'George', surname: 'Pemberton', born: '78' },
  { firstName: 'Megan', surname: 'Lloyd', born: '97' },
  { firstName: 'Ravi', surname: 'Patel', born: '83' },
  { firstName: 'Eilidh', surname: 'Fraser', born: '02' },
  { firstName: 'Samuel', surname: 'Adeyemi', born: '94' },
  { firstName: 'Grace', surname: 'Thornton', born: '91' },
  { firstName: 'Bilal', surname: 'Hussain', born: '99' },
  { firstName: 'Rhiannon', surname: 'Davies', born: '88' },
  { firstName: 'Jack', surname: 'Kowalski', born: '05' },
  { firstName: 'Hannah', surname: 'Ashworth', born: '93' },
  { firstName: 'Mohammed', surname: 'Rahman', born: '86' },
  { firstName: 'Niamh', surname: 'Gallagher', born: '01' },
  { firstName: 'Ethan', surname: 'Sinclair', born: '03' },
  { firstName: 'Olivia', surname: 'Fairbairn', born: '80' },
  { firstName: 'Joseph', surname: 'Osei', born: '97' },
  { firstName: 'Isla', surname: 'McKenzie', born: '04' },
  { firstName: 'Daniel', surname: 'Hughes', born: '90' },
  { firstName: 'Sophie', surname: 'Barraclough', born: '95' },
  { firstName: 'Arjun', surname: 'Sharma', born: '02' },
  { firstName: 'Lucy', surname: 'Henderson', born: '84' },
  { firstName: 'Marcus', surname: 'Campbell-Reid', born: '92' },
  { firstName: 'Chidera', surname: 'Eze', born: '98' },
  { firstName: 'Thomas', surname: 'Whittaker', born: '76' },
  { firstName: 'Ellie', surname: 'Moorcroft', born: '00' },
  { firstName: 'Yusuf', surname: 'Ali', born: '96' },
  { firstName: 'Bethan', surname: 'Rees', born: '91' },
  { firstName: 'Liam', surname: 'Doherty', born: '99' },
  { firstName: 'Ananya', surname: 'Iyer', born: '03' },
  { firstName: 'Connor', surname: 'Walsh', born: '87' },
  { firstName: 'Evie', surname: 'Sutcliffe', born: '05' },
  { firstName: 'Adebayo', surname: 'Ogunleye', born: '82' },
  { firstName: 'Freya', surname: 'Lindqvist', born: '94' },
  { firstName: 'Reece', surname: 'Atherton', born: '01' },
  { firstName: 'Maryam', surname: 'Qureshi', born: '93' },
  { firstName: 'Owen', surname: 'Tudor-Jones', born: '79' },
];
