import anaImage from '../assets/team/ana-morales.svg';
import graceImage from '../assets/team/grace-williams.svg';
import mariaImage from '../assets/team/maria-rodriguez.svg';
import rebeccaImage from '../assets/team/rebecca-thompson.svg';
import sarahImage from '../assets/team/sarah-johnson.svg';

/** A team member; `email` is the member's own address for the mail link. */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  roleEs: string;
  bio: string;
  bioEs: string;
  imageUrl: string;
  email: string;
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'maria-rodriguez',
    name: 'María Rodríguez',
    role: 'Founder and Executive Director',
    roleEs: 'Fundadora y directora ejecutiva',
    bio: 'María has over 20 years of experience in pastoral counseling and women’s ministry. She founded Women of Purpose in 2008 and still leads a Tuesday night Bible study.',
    bioEs:
      'María tiene más de 20 años de experiencia en consejería pastoral y ministerio de mujeres. Fundó Mujeres con Propósito en 2008 y todavía dirige un estudio bíblico los martes por la noche.',
    imageUrl: mariaImage,
    email: 'maria@womenofpurpose.org',
  },
  {
    id: 'sarah-johnson',
    name: 'Dr. Sarah Johnson',
    role: 'Clinical Director and Licensed Counselor',
    roleEs: 'Directora clínica y consejera licenciada',
    bio: 'Sarah is a licensed mental health counselor with over 20 years of clinical experience, specialising in anxiety, depression and trauma recovery.',
    bioEs:
      'Sarah es consejera de salud mental licenciada con más de 20 años de experiencia clínica, especializada en ansiedad, depresión y recuperación del trauma.',
    imageUrl: sarahImage,
    email: 'sarah@womenofpurpose.org',
  },
  {
    id: 'rebecca-thompson',
    name: 'Rebecca Thompson',
    role: 'Bible Study Coordinator',
    roleEs: 'Coordinadora de estudios bíblicos',
    bio: 'A former high-school teacher with a master’s degree in biblical studies, Rebecca trains our group leaders and writes many of our study guides.',
    bioEs:
      'Exmaestra de secundaria con una maestría en estudios bíblicos, Rebecca forma a nuestras líderes de grupo y escribe muchas de nuestras guías de estudio.',
    imageUrl: rebeccaImage,
    email: 'rebecca@womenofpurpose.org',
  },
  {
    id: 'ana-morales',
    name: 'Ana Lucía Morales',
    role: 'Mentoring and Spanish Ministry Leader',
    roleEs: 'Líder de mentoría y del ministerio en español',
    bio: 'Ana leads our mentoring program and our Spanish-language groups, helping women who are new to New York find a spiritual home.',
    bioEs:
      'Ana dirige nuestro programa de mentoría y nuestros grupos en español, y ayuda a las mujeres recién llegadas a Nueva York a encontrar un hogar espiritual.',
    imageUrl: anaImage,
    email: 'ana@womenofpurpose.org',
  },
  {
    id: 'grace-williams',
    name: 'Grace Williams',
    role: 'Workshops and Young Women Coordinator',
    roleEs: 'Coordinadora de talleres y de jóvenes',
    bio: 'Grace joined the team this year to grow our workshops and our faith nights for young women aged 16 to 25.',
    bioEs:
      'Grace se unió al equipo este año para impulsar nuestros talleres y nuestras noches de fe para jóvenes de 16 a 25 años.',
    imageUrl: graceImage,
    email: 'grace@womenofpurpose.org',
  },
];
