// The 'Kurse' tab of the admin console: the course editor follows.
export function CourseManagement() {
  return null;
}
