// Development entry only: runs this remote standalone in a minimal shell.
import('./bootstrap');
