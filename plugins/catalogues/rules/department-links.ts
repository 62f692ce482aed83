// What a department or room is linked to (spec §3 "Bed and department links"): the permission to change the links,
// shared by the server's check and the screen that hides its save button without it.
export const DEPARTMENT_LINKS_WRITE = 'catalogues.departmentLinks.write';
