import './lib/zod-jitless';
import { renderStandalone } from './app/standalone';
import HomePage from './pages/public/home';
import './styles.css';

/** Home's own entry (home.html, served for `/`): no router, under 100 KB of JavaScript (issue 16, decision 0625). */
renderStandalone(<HomePage />);
