// Navigation for plugin pages, so that a plugin never imports the router package itself.
export { Link, Navigate, useNavigate, useParams, useSearch, useLocation } from '@tanstack/react-router';
