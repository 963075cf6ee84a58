/**
 * Passwords refused by the password policy (docs/decisions/0004-password-policy.md): the most common
 * passwords of public breach corpora plus Spanish and Mexican favourites. Compared case-insensitively.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '11223344', '12341234', '1q2w3e4r', '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'qwerty123',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'starwars', 'whatever', 'trustno1', 'welcome1', 'abcd1234',
  'abc12345', 'asdfghjk', 'zxcvbnm1', 'letmein1', 'master12', 'dragon12', 'computer', 'internet',
  'contraseña', 'contrasena', 'contrasena1', 'contraseña1', 'contrasena123', 'contraseña123',
  'teamo123', 'teamomucho', 'mexico123', 'mexico2024', 'mexico2025', 'mexico2026', 'tequiero',
  'tequiero1', 'amorcito', 'corazon1', 'guadalupe', 'america1', 'chivas123', 'pumas123', 'cruzazul',
  'mariposa', 'estrella', 'princesa', 'princesa1', 'hola1234', 'holahola', 'futbol12', 'futbol123',
  'micorazon', 'ximena123', 'alejandro', 'fernanda', 'valentina', 'soyfeliz', 'bienvenido',
  'demo1234', 'admin123', 'administrador', 'usuario1', 'usuario123', 'clave123', 'miclave1',
]);
