// The four static instructors of the booking screen; the ids are the ones bookings refer to.
import type { DemoInstructor } from './types';

export const INSTRUCTORS: readonly DemoInstructor[] = [
  {
    id: 'instructor-1',
    name: 'Dr. Katharina Weber',
    title: 'Dipl.-Psychologin',
    specialization: 'Alkohol-MPU, Abstinenz und Rückfallprophylaxe',
    experience: '12 Jahre Erfahrung in der MPU-Vorbereitung',
    image: '',
  },
  {
    id: 'instructor-2',
    name: 'Markus Hoffmann',
    title: 'M.Sc. Psychologie',
    specialization: 'Drogen-MPU und Cannabis im Straßenverkehr',
    experience: '8 Jahre Erfahrung in der MPU-Vorbereitung',
    image: '',
  },
  {
    id: 'instructor-3',
    name: 'Sabine Krüger',
    title: 'Dipl.-Psychologin',
    specialization: 'Punkte- und Straftaten-MPU, Umgang mit Ärger und Aggression',
    experience: '15 Jahre Erfahrung in der MPU-Vorbereitung',
    image: '',
  },
  {
    id: 'instructor-4',
    name: 'Dr. Thomas Becker',
    title: 'Dipl.-Psychologe',
    specialization: 'Medizinalcannabis, Medikamente und Fahreignung',
    experience: '10 Jahre Erfahrung in der MPU-Vorbereitung',
    image: '',
  },
];
